import { sportsRecordSchema, type SportsRecord } from '@casino/contracts';

import { getRecordModel } from './record-call';

/** GET /api/record/sports/:id: the player's sports bet with its legs and their results. */
export async function getSportsRecord(id: string): Promise<SportsRecord> {
  return sportsRecordSchema.parse(await getRecordModel(`/api/record/sports/${encodeURIComponent(id)}`));
}
