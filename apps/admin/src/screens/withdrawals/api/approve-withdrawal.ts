import { withdrawApprovalSchema, type WithdrawApproval } from '@casino/contracts';

import { api } from '../../../lib/api';

/**
 * POST /api/operator/withdraws/approve: pays out, or records the first of two approvals above the site's
 * four-eyes amount (a second approval by the same operator answers SECOND_APPROVER_REQUIRED).
 */
export async function approveWithdrawal(id: string): Promise<WithdrawApproval> {
  const { model } = await api('POST', '/withdraws/approve', { body: { id } });
  return withdrawApprovalSchema.parse(model);
}
