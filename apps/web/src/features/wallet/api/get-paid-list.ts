import { paidListItemSchema, type PaidListItem } from '@casino/contracts';

import { walletPost } from './wallet-call';

/** POST /api/pay/paid_list: which of these (at most 10) deposit orders are paid. */
export async function getPaidList(ids: string[]): Promise<PaidListItem[]> {
  const envelope = await walletPost('/api/pay/paid_list', { ids });
  return paidListItemSchema.array().parse(envelope.list ?? []);
}
