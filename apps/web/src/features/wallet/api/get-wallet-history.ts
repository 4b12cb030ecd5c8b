import type { HISTORY_KINDS } from '@casino/contracts';
import { historyItemSchema, pageSchema } from '@casino/contracts';
import type { z } from 'zod';

import { walletPost } from './wallet-call';

/** A history filter: one kind, or every kind. */
export type HistoryFilter = (typeof HISTORY_KINDS)[number] | 'all';

const historyPageSchema = pageSchema(historyItemSchema);
/** One page of the player's transactions. */
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** POST /api/wallet/history. */
export async function getWalletHistory(
  filter: HistoryFilter,
  pageNo: number,
  pageSize: number,
): Promise<HistoryPage> {
  const body: Record<string, unknown> = { pageNo, pageSize };
  if (filter !== 'all') body.kind = filter;
  const envelope = await walletPost('/api/wallet/history', body);
  return historyPageSchema.parse(envelope.page);
}
