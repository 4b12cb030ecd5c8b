import type { ChatConversationSummary, ChatHistory, ChatMessage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { newestMessageId, sortConversations, threadMessages } from './conversation-order';

const conversation = (id: number, unread: number, lastMessageAt: number | null): ChatConversationSummary => ({
  id,
  userId: id * 10,
  username: `player${id}`,
  lastMessage: null,
  unread,
  lastMessageAt,
});

const message = (id: number): ChatMessage => ({
  id,
  conversationId: 1,
  sender: 'player',
  kind: 'text',
  text: `hello ${id}`,
  imageUrl: null,
  createdAt: id * 1000,
});

const page = (ids: number[], nextBeforeId: number | null): ChatHistory => ({
  conversationId: 1,
  messages: ids.map(message),
  nextBeforeId,
  unread: 0,
});

describe('sortConversations', () => {
  it('puts waiting conversations first, the longest-waiting on top, then the rest newest first', () => {
    const sorted = sortConversations([
      conversation(1, 0, 5_000),
      conversation(2, 3, 4_000),
      conversation(3, 0, 9_000),
      conversation(4, 1, 2_000),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([4, 2, 3, 1]);
  });

  it('does not change the list it was given', () => {
    const list = [conversation(1, 0, 1), conversation(2, 1, 2)];
    sortConversations(list);
    expect(list.map((entry) => entry.id)).toEqual([1, 2]);
  });
});

describe('threadMessages', () => {
  it('joins the pages oldest first, each message once', () => {
    const pages = [page([4, 5, 6], 4), page([2, 3, 4], null)];
    expect(threadMessages(pages).map((entry) => entry.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it('is empty before the first message', () => {
    expect(threadMessages([page([], null)])).toEqual([]);
  });
});

describe('newestMessageId', () => {
  it('names the last message of the newest page', () => {
    expect(newestMessageId([page([4, 5, 6], 4), page([2, 3], null)])).toBe(6);
    expect(newestMessageId([])).toBeUndefined();
  });
});
