import {
  withdrawApprovalSchema,
  withdrawQueueItemSchema,
  type WithdrawApproval,
  type WithdrawQueueItem,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

/** A withdrawal's review state, in the order the queue's tabs list them. */
export type WithdrawStatus = WithdrawQueueItem['status'];

const queueSchema = z.array(withdrawQueueItemSchema);

/** Query keys of this screen. */
export const withdrawKeys = {
  all: ['withdrawals'] as const,
  queue: (status: WithdrawStatus, pageNo: number, pageSize: number) =>
    ['withdrawals', status, pageNo, pageSize] as const,
};

/** GET /api/operator/withdraws?status=&pageNo=&pageSize=: one page of the review queue. */
export async function fetchWithdrawQueue(
  status: WithdrawStatus,
  pageNo: number,
  pageSize: number,
): Promise<WithdrawQueueItem[]> {
  const { list } = await api('GET', '/withdraws', { query: { status, pageNo, pageSize } });
  return queueSchema.parse(list ?? []);
}

/**
 * POST /api/operator/withdraws/approve: pays out, or records the first of two approvals above the site's
 * four-eyes amount (a second approval by the same operator answers SECOND_APPROVER_REQUIRED).
 */
export async function approveWithdrawal(id: string): Promise<WithdrawApproval> {
  const { model } = await api('POST', '/withdraws/approve', { body: { id } });
  return withdrawApprovalSchema.parse(model);
}

/** POST /api/operator/withdraws/reject: returns the held money to the player; the note is the reason. */
export async function rejectWithdrawal(id: string, note: string): Promise<void> {
  await api('POST', '/withdraws/reject', { body: { id, note } });
}
