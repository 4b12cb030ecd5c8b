import { chatMessageSchema, type ChatMessage, type SendChatMessageRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { threadKey } from './get-conversation-messages';
import { CONVERSATIONS_KEY } from './list-conversations';

/** POST /api/operator/chat/conversations/:id/messages: support's reply, as the player will receive it. */
export async function sendChatMessage(
  conversationId: number,
  message: SendChatMessageRequest,
): Promise<ChatMessage> {
  const answer = await api('POST', `/api/operator/chat/conversations/${conversationId}/messages`, {
    body: message,
  });
  return chatMessageSchema.parse(answer.model);
}

/** Sends a reply, then refreshes the thread and the inbox at once instead of at the next poll. */
export function useSendChatMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendChatMessageRequest) => sendChatMessage(conversationId, message),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
      ]),
  });
}
