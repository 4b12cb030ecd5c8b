import { chatHistorySchema, type ChatHistory } from '@casino/contracts';

import { apiGet } from '../../../lib/api/client';

/** The query of one history page. */
export interface ChatHistoryQuery {
  /** Messages before this id; the newest page when absent. */
  beforeId?: number | undefined;
  pageSize?: number | undefined;
}

/** One page of the player's conversation with support, or null when the call failed (already alerted). */
export async function getChatHistory(query: ChatHistoryQuery = {}): Promise<ChatHistory | null> {
  const answer = await apiGet('/api/chat/history', {
    query: { beforeId: query.beforeId, pageSize: query.pageSize },
  });
  if (answer.status !== 0) return null;
  const parsed = chatHistorySchema.safeParse(answer.model);
  return parsed.success ? parsed.data : null;
}
