import { withdrawOrderSchema, type WithdrawOrder } from '@casino/contracts';

import { walletPost } from './wallet-call';

/** A withdrawal request; `requestId` is the intent's idempotency key, reused on retry. */
export interface CreateWithdrawInput {
  amount: number;
  requestId: string;
  smsCode?: string | undefined;
  googleCode?: string | undefined;
}

/** POST /api/withdraw/create: reserves the amount until an operator reviews it. */
export async function createWithdraw(input: CreateWithdrawInput): Promise<WithdrawOrder> {
  const body: Record<string, unknown> = { amount: input.amount, requestId: input.requestId };
  if (input.smsCode) body.smsCode = input.smsCode;
  if (input.googleCode) body.googleCode = input.googleCode;
  const envelope = await walletPost('/api/withdraw/create', body);
  return withdrawOrderSchema.parse(envelope.model);
}
