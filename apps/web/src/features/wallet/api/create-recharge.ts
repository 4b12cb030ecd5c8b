import { rechargeOrderSchema, type RechargeOrder } from '@casino/contracts';

import { walletPost } from './wallet-call';

/** What the player asked to deposit; `requestId` is the intent's idempotency key, reused on retry. */
export interface CreateRechargeInput {
  channelId: string;
  amount: number;
  requestId: string;
}

/** POST /api/pay/recharge: opens a deposit order whose `payUrl` is the provider's payment page. */
export async function createRecharge(input: CreateRechargeInput): Promise<RechargeOrder> {
  const envelope = await walletPost('/api/pay/recharge', { ...input });
  return rechargeOrderSchema.parse(envelope.model);
}
