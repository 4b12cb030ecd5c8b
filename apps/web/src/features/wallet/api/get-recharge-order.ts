import { rechargeOrderSchema, type RechargeOrder } from '@casino/contracts';

import { walletPost } from './wallet-call';

/** POST /api/pay/recharge_order: the current state of one deposit order. */
export async function getRechargeOrder(id: string): Promise<RechargeOrder> {
  const envelope = await walletPost('/api/pay/recharge_order', { id });
  return rechargeOrderSchema.parse(envelope.model);
}
