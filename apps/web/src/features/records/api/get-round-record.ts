import { roundRecordSchema, type RoundRecord } from '@casino/contracts';

import { getRecordModel } from './record-call';

/** GET /api/record/round/:id: the player's single-player round with its fairness data. */
export async function getRoundRecord(id: string): Promise<RoundRecord> {
  return roundRecordSchema.parse(await getRecordModel(`/api/record/round/${encodeURIComponent(id)}`));
}
