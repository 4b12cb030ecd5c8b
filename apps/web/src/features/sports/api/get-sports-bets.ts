import { sportsBetViewSchema, STATUS, type SportsBetView } from '@casino/contracts';
import { z } from 'zod';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** Which of the player's bets to list. */
export type SportsBetsState = 'open' | 'settled';

/** GET /api/sports/bets?state=&demo=: the player's open or settled bets, real or demo, newest first. */
export async function getSportsBets(state: SportsBetsState, demo: boolean): Promise<SportsBetView[]> {
  const envelope = await apiGet('/api/sports/bets', {
    query: { state, demo: String(demo) },
    noAlert: true,
    noLogin: true,
  });
  if (envelope.status !== STATUS.SUCCESS) throw new ApiStatusError(envelope);
  return z.array(sportsBetViewSchema).parse(envelope.list ?? []);
}
