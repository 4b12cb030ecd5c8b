import { chatConversationSummarySchema, pageSchema } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** How often the inbox and the open thread are refreshed (no socket on this screen). */
export const CHAT_POLL_MS = 5_000;

/** Query key prefix of the inbox, invalidated after a send or a read receipt. */
export const CONVERSATIONS_KEY = ['chat', 'conversations'] as const;

const conversationPageSchema = pageSchema(chatConversationSummarySchema);
/** One page of the support inbox. */
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Which part of the inbox to show. */
export interface ConversationFilters {
  pageNo: number;
  pageSize: number;
  /** Only conversations with player messages support has not read. */
  unreadOnly: boolean;
}

/** GET /api/operator/chat/conversations: the server orders them by their last message, newest first. */
export async function listConversations(filters: ConversationFilters): Promise<ConversationPage> {
  const answer = await api('GET', '/api/operator/chat/conversations', {
    query: { pageNo: filters.pageNo, pageSize: filters.pageSize, unreadOnly: filters.unreadOnly },
  });
  return conversationPageSchema.parse(answer.page);
}

/** The inbox, polled every five seconds. */
export function useConversations(filters: ConversationFilters) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, filters],
    queryFn: () => listConversations(filters),
    refetchInterval: CHAT_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
