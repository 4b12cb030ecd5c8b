import { orderRecordSchema, type OrderRecord } from '@casino/contracts';

import { getRecordModel } from './record-call';

/** GET /api/record/order/:id: the player's deposit or withdrawal order. */
export async function getOrderRecord(id: string): Promise<OrderRecord> {
  return orderRecordSchema.parse(await getRecordModel(`/api/record/order/${encodeURIComponent(id)}`));
}
