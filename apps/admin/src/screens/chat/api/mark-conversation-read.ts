import { chatUnreadSchema } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { CONVERSATIONS_KEY } from './list-conversations';

/** POST /api/operator/chat/conversations/:id/read: support has read up to `messageId`; the unread left. */
export async function markConversationRead(conversationId: number, messageId: number): Promise<number> {
  const answer = await api('POST', `/api/operator/chat/conversations/${conversationId}/read`, {
    body: { messageId },
  });
  return chatUnreadSchema.parse(answer.model).unread;
}

/** The read receipt; the inbox's unread counts are refreshed once it lands. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, messageId }: { conversationId: number; messageId: number }) =>
      markConversationRead(conversationId, messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
