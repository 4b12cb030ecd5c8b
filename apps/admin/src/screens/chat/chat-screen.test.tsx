import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { ChatScreen } from './chat-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const message = (id: number, sender: 'player' | 'support', text: string) => ({
  id,
  conversationId: 1,
  sender,
  kind: 'text',
  text,
  imageUrl: null,
  createdAt: id * 1000,
});

const conversations = [
  {
    id: 2,
    userId: 20,
    username: 'bob',
    lastMessage: message(5, 'support', 'Done'),
    unread: 0,
    lastMessageAt: 9000,
  },
  {
    id: 1,
    userId: 10,
    username: 'alice',
    lastMessage: message(4, 'player', 'Help'),
    unread: 2,
    lastMessageAt: 4000,
  },
];

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (method, path) => {
    if (path.endsWith('/conversations')) {
      return { time: 0, page: { content: conversations, pageNo: 1, pageSize: 50, total: 2 } };
    }
    if (path.endsWith('/read')) return { time: 0, model: { unread: 0 } };
    if (method === 'POST') return { time: 0, model: message(6, 'support', 'On it') };
    return {
      time: 0,
      model: {
        conversationId: 1,
        messages: [message(3, 'player', 'Hi'), message(4, 'player', 'Help')],
        nextBeforeId: null,
        unread: 2,
      },
    };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderScreen(state?: unknown) {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[{ pathname: '/chat', state }]}>
      <ChatScreen />
    </MemoryRouter>,
  );
}

describe('ChatScreen', () => {
  it('lists waiting conversations first with their unread count', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Support chat' })).toBeTruthy();
    const inbox = screen.getByRole('region', { name: 'Conversations' });
    await within(inbox).findByText('alice');
    const names = within(inbox)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(names[0]).toContain('alice');
    expect(names[0]).toContain('2 unread messages');
    expect(names[1]).toContain('bob');
  });

  it('opens a thread, marks it read up to the newest message, and sends a reply', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /alice/ }));
    expect(await screen.findByText('Hi')).toBeTruthy();
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith('POST', '/api/operator/chat/conversations/1/read', {
        body: { messageId: 4 },
      }),
    );
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  On it  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith('POST', '/api/operator/chat/conversations/1/messages', {
        body: { text: 'On it' },
      }),
    );
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(''));
  });

  it('opens the conversation a player’s 360° view links to', async () => {
    renderScreen({ conversation: { id: 1, username: 'alice', userId: 10 } });
    expect(await screen.findByText('Hi')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('GET', '/api/operator/chat/conversations/1/messages', expect.anything());
  });

  it('refuses to send an empty message', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /alice/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message first.')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith('POST', expect.stringContaining('/messages'), expect.anything());
  });
});
