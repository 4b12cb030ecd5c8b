import type { ChatMessage } from '@casino/contracts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DateTime, ErrorBanner } from '../../lib/ui';
import { useConversationMessages } from './api/get-conversation-messages';
import { useMarkConversationRead } from './api/mark-conversation-read';
import { ChatComposer } from './chat-composer';
import styles from './chat-screen.module.css';
import { newestMessageId, threadMessages } from './conversation-order';

/** The open conversation. */
export interface ChatThreadProps {
  /** Its id. */
  conversationId: number;
  /** The player's username, for the heading. */
  username: string;
  /** The player's id, for the link to their 360° view. */
  userId: number;
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const fromSupport = message.sender === 'support';
  return (
    <li className={`${styles.message} ${fromSupport ? styles.fromSupport : styles.fromPlayer}`}>
      <span className={styles.messageMeta}>
        {fromSupport ? t('support') : t('player')} · <DateTime ms={message.createdAt} />
      </span>
      {message.kind === 'image' && message.imageUrl ? (
        <a href={message.imageUrl} target="_blank" rel="noreferrer noopener">
          <img className={styles.image} src={message.imageUrl} alt={t('imageAlt')} loading="lazy" />
        </a>
      ) : (
        <span className={styles.text}>{message.text}</span>
      )}
    </li>
  );
}

/**
 * One conversation: its history (older pages on demand), polled every five seconds, marked read up to
 * the newest message whenever support sees unread player messages, and the reply box.
 */
export function ChatThread({ conversationId, username, userId }: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const thread = useConversationMessages(conversationId);
  const markRead = useMarkConversationRead();
  const pages = useMemo(() => thread.data?.pages ?? [], [thread.data]);
  const messages = useMemo(() => threadMessages(pages), [pages]);
  const newestId = newestMessageId(pages);
  const unread = pages[0]?.unread ?? 0;
  const log = useRef<HTMLDivElement>(null);
  const receiptSent = useRef<{ conversationId: number; messageId: number } | undefined>(undefined);
  const { mutate: sendReceipt } = markRead;

  useEffect(() => {
    if (unread === 0 || newestId === undefined) return;
    const sent = receiptSent.current;
    if (sent?.conversationId === conversationId && sent.messageId >= newestId) return;
    receiptSent.current = { conversationId, messageId: newestId };
    sendReceipt({ conversationId, messageId: newestId });
  }, [conversationId, newestId, unread, sendReceipt]);

  // A new newest message scrolls the log to the bottom; loading older pages does not move it.
  useEffect(() => {
    const element = log.current;
    if (element && newestId !== undefined) element.scrollTop = element.scrollHeight;
  }, [newestId, conversationId]);

  return (
    <section className={styles.thread} aria-labelledby={headingId}>
      <div className={styles.threadHeader}>
        <h2 id={headingId} className={styles.subheading}>
          {t('threadWith', { username })}
        </h2>
        <Link to={`/players/${userId}`} className="btn btn-quiet">
          {t('openPlayer', { id: userId })}
        </Link>
      </div>
      {thread.isError ? <ErrorBanner error={thread.error} /> : null}
      {thread.hasNextPage ? (
        <button
          type="button"
          className="btn"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('loadOlder')}
        </button>
      ) : null}
      {/* Focusable so keyboard users can scroll the history; new messages are announced politely. */}
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-label={t('historyWith', { username })}
        tabIndex={0}
      >
        {thread.isPending ? <p className={styles.muted}>{t('loading')}</p> : null}
        {thread.data && messages.length === 0 ? <p className={styles.muted}>{t('noMessages')}</p> : null}
        <ol className={styles.messages}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      </div>
      {markRead.isError ? <ErrorBanner error={markRead.error} /> : null}
      <ChatComposer key={conversationId} conversationId={conversationId} />
    </section>
  );
}
