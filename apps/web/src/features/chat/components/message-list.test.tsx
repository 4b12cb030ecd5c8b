import type { ChatMessage } from '@casino/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MessageList } from './message-list';

afterEach(cleanup);

const at = Date.UTC(2026, 10, 22, 12, 0);
const message = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 1,
  sender: 'player',
  kind: 'text',
  text: `message ${id}`,
  imageUrl: null,
  createdAt: at + id * 1000,
  ...patch,
});

describe('message list', () => {
  it('shows text as text, never as markup, and tells the two sides apart', () => {
    render(
      <MessageList
        messages={[message(1), message(2, { sender: 'support', text: '<img src=x onerror=alert(1)> hi' })]}
        pending={[]}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => undefined}
      />,
    );
    expect(screen.getByTestId('chat-message-mine').textContent).toContain('message 1');
    const support = screen.getByTestId('chat-message-support');
    expect(support.textContent).toContain('<img src=x onerror=alert(1)> hi');
    expect(support.querySelector('img')).toBeNull();
    expect(screen.getByText('CHAT_START_OF_CONVERSATION')).toBeTruthy();
  });

  it('shows an image message as a picture that opens full size', () => {
    render(
      <MessageList
        messages={[message(1, { kind: 'image', text: null, imageUrl: '/static/upload/abc.png' })]}
        pending={[]}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => undefined}
      />,
    );
    const image = screen.getByRole('img', { name: 'CHAT_IMAGE_ALT' });
    expect(image.getAttribute('src')).toBe('/static/upload/abc.png');
    expect(image.closest('a')?.getAttribute('href')).toBe('/static/upload/abc.png');
  });

  it('offers the earlier page while there is one, and marks messages still being sent', () => {
    const onLoadOlder = vi.fn();
    render(
      <MessageList
        messages={[message(5)]}
        pending={[{ key: 'p1', text: 'on its way' }]}
        hasOlder
        loadingOlder={false}
        onLoadOlder={onLoadOlder}
      />,
    );
    fireEvent.click(screen.getByTestId('chat-load-older'));
    expect(onLoadOlder).toHaveBeenCalledOnce();
    const mine = screen.getAllByTestId('chat-message-mine');
    expect(mine).toHaveLength(2);
    expect(mine[1]?.textContent).toContain('CHAT_SENDING');
  });
});
