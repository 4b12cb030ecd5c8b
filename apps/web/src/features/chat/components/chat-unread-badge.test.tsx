import { CHAT_SOCKET_EVENT, type SocketMessage } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { ChatHeaderLink } from './chat-unread-badge';

// The socket itself is tested in lib/socket; here the badge's reaction to a delivered chat message is.
const socketHandlers = new Map<string, (message: SocketMessage) => void>();
vi.mock('../../../lib/socket/socket-hooks', () => ({
  useSocketEvent: (event: string, handler: (message: SocketMessage) => void) =>
    socketHandlers.set(event, handler),
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  socketHandlers.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.startsWith('/api/chat/unread') ? envelopeResponse({ model: { unread: 3 } }) : envelopeResponse({}),
  );
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLink() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ChatHeaderLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('chat unread badge', () => {
  it("shows the player's unread support messages and follows the live count", async () => {
    useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
    renderLink();
    expect((await screen.findByTestId('chat-unread-badge')).textContent).toBe('3');
    expect(screen.getByTestId('chat-header-link').getAttribute('href')).toBe('/chatlive');
    expect(socketHandlers.has(CHAT_SOCKET_EVENT)).toBe(true);

    act(() =>
      socketHandlers.get(CHAT_SOCKET_EVENT)?.({
        type: 'chat-read',
        data: {
          kind: 'chat-read',
          conversationId: 1,
          userId: 7,
          reader: 'player',
          readMessageId: 9,
          unread: 0,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('chat-unread-badge')).toBeNull());

    // Anything that is not a chat payload is ignored.
    act(() => socketHandlers.get(CHAT_SOCKET_EVENT)?.({ type: 'chat-message', data: { unread: 5 } }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
    act(() =>
      socketHandlers.get(CHAT_SOCKET_EVENT)?.({
        type: 'chat-message',
        data: {
          kind: 'chat-message',
          conversationId: 1,
          userId: 7,
          unread: 2,
          message: {
            id: 10,
            conversationId: 1,
            sender: 'support',
            kind: 'text',
            text: 'hi',
            imageUrl: null,
            createdAt: 1,
          },
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('chat-unread-badge').textContent).toBe('2'));
  });

  it('shows nothing to a visitor and asks the server nothing', () => {
    useSessionStore.setState({ user: null });
    renderLink();
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
