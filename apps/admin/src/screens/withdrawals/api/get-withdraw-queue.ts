import { withdrawQueueItemSchema, type WithdrawQueueItem } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

/** A withdrawal's review state, in the order the queue's tabs list them. */
export type WithdrawStatus = WithdrawQueueItem['status'];

const queueSchema = z.array(withdrawQueueItemSchema);

/** Query key prefix of every page of the queue, refreshed after an approval or a rejection. */
export const WITHDRAWALS_KEY = ['withdrawals'] as const;

/** GET /api/operator/withdraws?status=&pageNo=&pageSize=: one page of the review queue. */
export async function getWithdrawQueue(
  status: WithdrawStatus,
  pageNo: number,
  pageSize: number,
): Promise<WithdrawQueueItem[]> {
  const { list } = await api('GET', '/withdraws', { query: { status, pageNo, pageSize } });
  return queueSchema.parse(list ?? []);
}

/** One page of the queue in one state; the previous page stays on screen while the next one loads. */
export function useWithdrawQueue(status: WithdrawStatus, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...WITHDRAWALS_KEY, status, pageNo, pageSize],
    queryFn: () => getWithdrawQueue(status, pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
}
