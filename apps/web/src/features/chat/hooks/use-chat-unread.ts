import { CHAT_SOCKET_EVENT } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useSocketEvent } from '../../../lib/socket/socket-hooks';
import { getChatUnread } from '../api/get-chat-unread';
import { chatDataOf } from './chat-socket';

/** The query key of the player's unread support messages (per session token). */
export const chatUnreadQueryKey = (token: string) => ['chat', 'unread', token] as const;

/** Sets the unread count shown everywhere (badge, page) for the current session. */
export function useSetChatUnread(): (unread: number) => void {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
  return useCallback(
    (unread: number) => queryClient.setQueryData(chatUnreadQueryKey(token), unread),
    [queryClient, token],
  );
}

/**
 * How many support messages the logged-in player has not read: loaded once per session, then kept
 * current by the `chat` socket messages (each carries the player's count). 0 for visitors.
 */
export function useChatUnread(): number {
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
  const setUnread = useSetChatUnread();
  const query = useQuery({
    queryKey: chatUnreadQueryKey(token),
    queryFn: getChatUnread,
    enabled: token !== '',
    staleTime: Infinity,
  });
  useSocketEvent(CHAT_SOCKET_EVENT, (message) => {
    const data = chatDataOf(message);
    if (data && token !== '') setUnread(data.unread);
  });
  return token === '' ? 0 : (query.data ?? 0);
}
