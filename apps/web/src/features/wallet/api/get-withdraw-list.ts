import { withdrawOrderSchema, type WithdrawOrder } from '@casino/contracts';

import { walletPost } from './wallet-call';

/** POST /api/withdraw/list: the player's withdrawals, newest first. */
export async function getWithdrawList(pageNo: number, pageSize: number): Promise<WithdrawOrder[]> {
  const envelope = await walletPost('/api/withdraw/list', { pageNo, pageSize });
  return withdrawOrderSchema.array().parse(envelope.list ?? []);
}
