import { homeActivitySchema, type HomeActivity } from '@casino/contracts';

import { apiGet } from '../../../lib/api/client';

/** GET /api/home/activity: the lobby's big wins and latest bets; throws on an answer it cannot read. */
export async function getHomeActivity(): Promise<HomeActivity> {
  const answer = await apiGet('/api/home/activity', { noAlert: true, noLogin: true });
  if (answer.status !== 0) throw new Error(`activity: status ${answer.status}`);
  return homeActivitySchema.parse(answer.model);
}
