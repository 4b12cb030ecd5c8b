import type { ChatConversationSummary, ChatHistory, ChatMessage } from '@casino/contracts';

/**
 * The inbox order: conversations waiting for support (unread player messages) first, the longest-waiting
 * of them on top so nobody is starved; then the others, most recent first.
 */
export function sortConversations(
  conversations: readonly ChatConversationSummary[],
): ChatConversationSummary[] {
  const lastAt = (conversation: ChatConversationSummary) => conversation.lastMessageAt ?? 0;
  return [...conversations].sort((a, b) => {
    const waitingA = a.unread > 0;
    const waitingB = b.unread > 0;
    if (waitingA !== waitingB) return waitingA ? -1 : 1;
    if (waitingA) return lastAt(a) - lastAt(b) || a.id - b.id;
    return lastAt(b) - lastAt(a) || b.id - a.id;
  });
}

/**
 * The thread from its history pages (newest page first, each page oldest → newest), oldest message first,
 * each message once even when a page was fetched while a new message shifted the pages.
 */
export function threadMessages(pages: readonly ChatHistory[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message's id, which a read receipt names; undefined for an empty thread. */
export function newestMessageId(pages: readonly ChatHistory[]): number | undefined {
  return pages[0]?.messages.at(-1)?.id;
}
