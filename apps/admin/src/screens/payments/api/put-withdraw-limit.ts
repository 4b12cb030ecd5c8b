import { withdrawLimitAdminSchema, type WithdrawLimitAdmin, type WithdrawLimitPut } from '@casino/contracts';

import { api } from '../../../lib/api';

/** PUT /api/operator/payments/withdraw-limits/:currencyId: a currency's withdrawal limits, whole. */
export async function putWithdrawLimit(
  currencyId: string,
  limits: WithdrawLimitPut,
): Promise<WithdrawLimitAdmin> {
  const { model } = await api('PUT', `/payments/withdraw-limits/${encodeURIComponent(currencyId)}`, {
    body: limits,
  });
  return withdrawLimitAdminSchema.parse(model);
}
