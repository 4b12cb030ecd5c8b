import type { ChatConversationSummary } from '@casino/contracts';

/** A conversation opened by a link: enough of its summary to head the thread before the inbox loads. */
export type LinkedConversation = Pick<ChatConversationSummary, 'id' | 'username' | 'userId'>;

/**
 * Router state of a link that opens one conversation on the support console (the player 360° view's
 * "Support chat"). It lives here, below both screens, because it is the contract between them.
 */
export interface ChatLinkState {
  /** The conversation to open. */
  conversation: LinkedConversation;
}

/** The conversation a link's router state asks to open, or undefined for any other state. */
export function linkedConversationOf(state: unknown): LinkedConversation | undefined {
  if (typeof state !== 'object' || state === null || !('conversation' in state)) return undefined;
  const { conversation } = state as { conversation: unknown };
  const opens = typeof conversation === 'object' && conversation !== null && 'id' in conversation;
  return opens ? (state as ChatLinkState).conversation : undefined;
}
