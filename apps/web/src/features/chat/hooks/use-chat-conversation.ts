import { CHAT_SOCKET_EVENT, type ChatMessage } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useSocketEvent } from '../../../lib/socket/socket-hooks';
import { getChatHistory } from '../api/get-chat-history';
import { markChatRead } from '../api/mark-chat-read';
import { chatDataOf } from './chat-socket';
import { useSetChatUnread } from './use-chat-unread';

/** Where the conversation's loading stands. */
export type ConversationStatus = 'loading' | 'ready' | 'error';

/** What the chat page gets from the conversation hook. */
export interface ChatConversation {
  status: ConversationStatus;
  /** The messages loaded so far, oldest first, each once. */
  messages: ChatMessage[];
  /** True while there are older messages on the server. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Loads the page before the oldest message shown. */
  loadOlder: () => Promise<void>;
  /** Loads the newest page again (after a failure). */
  reload: () => void;
  /** Adds a message the player just sent (the socket may have delivered it already). */
  addMessage: (message: ChatMessage) => void;
}

/** Merges messages by id, oldest first. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The player's conversation with support: the newest page first, older pages on demand, new messages
 * live from the `chat` socket event. Support's messages count as read while the page is open and visible.
 */
export function useChatConversation(): ChatConversation {
  const [status, setStatus] = useState<ConversationStatus>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [nextBeforeId, setNextBeforeId] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const conversationId = useRef<number | null>(null);
  const olderInFlight = useRef(false);
  const setUnread = useSetChatUnread();

  const readUpTo = useCallback(
    (messageId?: number) => {
      if (document.visibilityState !== 'visible') return;
      void markChatRead(messageId).then((unread) => {
        if (unread !== null) setUnread(unread);
      });
    },
    [setUnread],
  );

  useEffect(() => {
    let live = true;
    void getChatHistory().then((page) => {
      if (!live) return;
      if (!page) {
        setStatus('error');
        return;
      }
      conversationId.current = page.conversationId;
      setMessages((current) => merge(current, page.messages));
      setNextBeforeId(page.nextBeforeId);
      setStatus('ready');
      if (page.unread > 0) readUpTo();
    });
    return () => {
      live = false;
    };
  }, [attempt, readUpTo]);

  // Coming back to the tab or the network: messages the socket may have missed meanwhile are fetched
  // (the newest page; when it does not reach what is on screen, it replaces it), and support's are read.
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  });
  useEffect(() => {
    if (status !== 'ready') return;
    const catchUp = () => {
      if (document.visibilityState !== 'visible') return;
      void getChatHistory().then((page) => {
        if (!page) return;
        const newestShown = messagesRef.current.at(-1)?.id ?? 0;
        const oldestFetched = page.messages[0]?.id ?? 0;
        if (page.nextBeforeId !== null && oldestFetched > newestShown) {
          setMessages(page.messages);
          setNextBeforeId(page.nextBeforeId);
        } else {
          setMessages((current) => merge(current, page.messages));
        }
        if (page.unread > 0) readUpTo();
      });
    };
    document.addEventListener('visibilitychange', catchUp);
    window.addEventListener('online', catchUp);
    return () => {
      document.removeEventListener('visibilitychange', catchUp);
      window.removeEventListener('online', catchUp);
    };
  }, [readUpTo, status]);

  useSocketEvent(CHAT_SOCKET_EVENT, (message) => {
    const data = chatDataOf(message);
    if (data?.kind !== 'chat-message') return;
    if (conversationId.current !== null && data.conversationId !== conversationId.current) return;
    setMessages((current) => merge(current, [data.message]));
    if (data.message.sender === 'support') readUpTo(data.message.id);
  });

  const loadOlder = useCallback(async () => {
    if (nextBeforeId === null || olderInFlight.current) return;
    olderInFlight.current = true;
    setLoadingOlder(true);
    const page = await getChatHistory({ beforeId: nextBeforeId });
    olderInFlight.current = false;
    setLoadingOlder(false);
    if (!page) return;
    setMessages((current) => merge(current, page.messages));
    setNextBeforeId(page.nextBeforeId);
  }, [nextBeforeId]);

  const addMessage = useCallback((message: ChatMessage) => {
    setMessages((current) => merge(current, [message]));
  }, []);

  return {
    status,
    messages,
    hasOlder: nextBeforeId !== null,
    loadingOlder,
    loadOlder,
    reload: () => {
      setStatus('loading');
      setAttempt((value) => value + 1);
    },
    addMessage,
  };
}
