import { CHAT_SOCKET_EVENT, type ChatMessage, type SocketMessage } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { useChatConversation } from './use-chat-conversation';

// The socket itself is tested in lib/socket; here the conversation's reaction to delivered messages is.
const socketHandlers = new Map<string, (message: SocketMessage) => void>();
vi.mock('../../../lib/socket/socket-hooks', () => ({
  useSocketEvent: (event: string, handler: (message: SocketMessage) => void) =>
    socketHandlers.set(event, handler),
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const message = (id: number, sender: 'player' | 'support' = 'player'): ChatMessage => ({
  id,
  conversationId: 4,
  sender,
  kind: 'text',
  text: `message ${id}`,
  imageUrl: null,
  createdAt: 1_700_000_000_000 + id,
});
/** The server's history: messages 1..count, pages of two, newest page first. */
let stored: ChatMessage[] = [];
let unread = 0;

function historyPage(url: string) {
  const beforeId = Number(new URL(url, 'http://test').searchParams.get('beforeId') ?? Infinity);
  const older = stored.filter((item) => item.id < beforeId);
  const page = older.slice(-2);
  return {
    conversationId: 4,
    messages: page,
    nextBeforeId: older.length > 2 ? (page[0]?.id ?? null) : null,
    unread,
  };
}

beforeEach(() => {
  socketHandlers.clear();
  stored = [1, 2, 3, 4, 5].map((id) => message(id));
  unread = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/api/chat/history')) return envelopeResponse({ model: historyPage(url) });
    if (url === '/api/chat/read') return envelopeResponse({ model: { unread: 0 } });
    return envelopeResponse({});
  });
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const ids = (messages: ChatMessage[]) => messages.map((item) => item.id);
const readCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/chat/read').length;

describe('the chat conversation', () => {
  it('opens on the newest page and loads older pages until the start', async () => {
    const { result } = renderHook(useChatConversation, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ids(result.current.messages)).toEqual([4, 5]);
    expect(result.current.hasOlder).toBe(true);

    await act(() => result.current.loadOlder());
    expect(ids(result.current.messages)).toEqual([2, 3, 4, 5]);
    await act(() => result.current.loadOlder());
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasOlder).toBe(false);
  });

  it("adds live messages once each, and reads support's while open", async () => {
    const { result } = renderHook(useChatConversation, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const deliver = (item: ChatMessage) =>
      act(() =>
        socketHandlers.get(CHAT_SOCKET_EVENT)?.({
          type: 'chat-message',
          data: { kind: 'chat-message', conversationId: 4, userId: 7, message: item, unread: 1 },
        }),
      );
    deliver(message(6, 'support'));
    deliver(message(6, 'support'));
    act(() => result.current.addMessage(message(7)));
    deliver(message(7));
    expect(ids(result.current.messages)).toEqual([4, 5, 6, 7]);
    await waitFor(() => expect(readCalls()).toBe(1));

    // Another conversation's message (never sent to this player, but never trusted either) is not shown.
    act(() =>
      socketHandlers.get(CHAT_SOCKET_EVENT)?.({
        type: 'chat-message',
        data: {
          kind: 'chat-message',
          conversationId: 99,
          userId: 8,
          message: { ...message(8), conversationId: 99 },
          unread: 0,
        },
      }),
    );
    expect(ids(result.current.messages)).toEqual([4, 5, 6, 7]);
  });

  it('catches up on what the socket missed when the tab becomes visible again', async () => {
    const { result } = renderHook(useChatConversation, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    stored = [...stored, message(6, 'support')];
    unread = 1;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([4, 5, 6]));
    await waitFor(() => expect(readCalls()).toBe(1));

    // Far behind: the newest page replaces what was on screen, and older pages load from there.
    stored = [...stored, ...[7, 8, 9, 10].map((id) => message(id, 'support'))];
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([9, 10]));
    await act(() => result.current.loadOlder());
    expect(ids(result.current.messages)).toEqual([7, 8, 9, 10]);
  });
});
