import { lotteryRecordSchema, type LotteryRecord } from '@casino/contracts';

import { getRecordModel } from './record-call';

/** GET /api/record/lottery/:id: the player's lottery bet with its term's outcome and proof. */
export async function getLotteryRecord(id: string): Promise<LotteryRecord> {
  return lotteryRecordSchema.parse(await getRecordModel(`/api/record/lottery/${encodeURIComponent(id)}`));
}
