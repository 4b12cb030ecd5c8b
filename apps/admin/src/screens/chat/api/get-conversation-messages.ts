import { chatHistorySchema, type ChatHistory } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { CHAT_POLL_MS } from './list-conversations';

/** Messages per history page: the most the server gives. */
const HISTORY_PAGE_SIZE = 50;

/** Query key of one conversation's thread. */
export const threadKey = (conversationId: number) => ['chat', 'thread', conversationId] as const;

/** GET /api/operator/chat/conversations/:id/messages: a page of history ending before `beforeId`. */
export async function getConversationMessages(
  conversationId: number,
  beforeId: number | undefined,
): Promise<ChatHistory> {
  const answer = await api('GET', `/api/operator/chat/conversations/${conversationId}/messages`, {
    query: { beforeId, pageSize: HISTORY_PAGE_SIZE },
  });
  return chatHistorySchema.parse(answer.model);
}

/**
 * A thread as pages, newest page first; "older" pages are fetched on demand. Polled every five seconds:
 * a refetch walks the pages again from the newest, so a new message never leaves a gap.
 */
export function useConversationMessages(conversationId: number) {
  return useInfiniteQuery({
    queryKey: threadKey(conversationId),
    queryFn: ({ pageParam }) => getConversationMessages(conversationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBeforeId ?? undefined,
    refetchInterval: CHAT_POLL_MS,
  });
}
