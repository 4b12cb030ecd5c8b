import type { ChatConversationSummary } from '@casino/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTime, ErrorBanner, Pager } from '../../lib/ui';
import { useConversations } from './api/list-conversations';
import styles from './chat-screen.module.css';
import { sortConversations } from './conversation-order';

const INBOX_PAGE_SIZE = 50;

/** Which conversation is open, and the inbox's own view state (kept by the screen). */
export interface ConversationListProps {
  /** The open conversation's id. */
  selectedId: number | undefined;
  /** Called with the conversation the operator opens. */
  onSelect: (conversation: ChatConversationSummary) => void;
  /** The inbox page. */
  pageNo: number;
  /** Called when the operator turns the page. */
  onPage: (pageNo: number) => void;
  /** Only conversations waiting for support. */
  unreadOnly: boolean;
  /** Called when the operator toggles "Unread only". */
  onUnreadOnly: (unreadOnly: boolean) => void;
}

/** The last message in one line: its text, or that it was an image. */
function Preview({ conversation }: { conversation: ChatConversationSummary }) {
  const { t } = useTranslation('chat');
  const last = conversation.lastMessage;
  if (!last) return null;
  const text = last.kind === 'image' ? t('imagePreview') : (last.text ?? '');
  return (
    <span className={styles.preview}>
      {last.sender === 'support' ? `${t('you')}: ` : ''}
      {text}
    </span>
  );
}

/** The support inbox: waiting conversations first with their unread counts, polled every five seconds. */
export function ConversationList({
  selectedId,
  onSelect,
  pageNo,
  onPage,
  unreadOnly,
  onUnreadOnly,
}: ConversationListProps) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const unreadOnlyId = useId();
  const inbox = useConversations({ pageNo, pageSize: INBOX_PAGE_SIZE, unreadOnly });
  const conversations = useMemo(() => sortConversations(inbox.data?.content ?? []), [inbox.data]);

  return (
    <section className={styles.inbox} aria-labelledby={headingId}>
      <div className={styles.inboxHeader}>
        <h2 id={headingId} className={styles.subheading}>
          {t('conversations')}
        </h2>
        <label htmlFor={unreadOnlyId} className={styles.checkbox}>
          <input
            id={unreadOnlyId}
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => onUnreadOnly(event.target.checked)}
          />
          {t('unreadOnly')}
        </label>
      </div>
      {inbox.isError ? <ErrorBanner error={inbox.error} /> : null}
      {inbox.isPending ? <p className={styles.muted}>{t('loading')}</p> : null}
      {inbox.data && conversations.length === 0 ? (
        <p className={styles.muted}>{unreadOnly ? t('noUnread') : t('noConversations')}</p>
      ) : null}
      <ul className={styles.conversations}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={styles.conversation}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation)}
            >
              <span className={styles.conversationTop}>
                <span className={styles.username}>{conversation.username}</span>
                {conversation.unread > 0 ? (
                  <span className={styles.unread}>
                    <span aria-hidden="true">{conversation.unread}</span>
                    <span className="visually-hidden">
                      {t('unreadCount', { count: conversation.unread })}
                    </span>
                  </span>
                ) : null}
              </span>
              <Preview conversation={conversation} />
              {conversation.lastMessageAt === null ? null : (
                <span className={styles.muted}>
                  <DateTime ms={conversation.lastMessageAt} />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {inbox.data && inbox.data.total > INBOX_PAGE_SIZE ? (
        <Pager pageNo={pageNo} pageSize={INBOX_PAGE_SIZE} total={inbox.data.total} onPageChange={onPage} />
      ) : null}
    </section>
  );
}
