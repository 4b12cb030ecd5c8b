import type { ChatMessage } from '@casino/contracts';
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { activeLanguage } from '../../../lib/i18n/i18n';
import { localeOf } from '../../../lib/i18n/language';
import styles from './chat.module.css';

/** A message on its way to the server, shown until the stored one replaces it. */
export interface PendingMessage {
  key: string;
  text?: string;
  /** A local preview address of an image being sent. */
  imageUrl?: string;
}

/** The props of MessageList. */
export interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 80;

const dayKey = (time: number) => new Date(time).toDateString();

function useDayLabel(): (time: number) => string {
  const { t } = useTranslation();
  const locale = localeOf(activeLanguage());
  return (time) => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    if (dayKey(time) === today.toDateString()) return t('CHAT_TODAY');
    if (dayKey(time) === yesterday.toDateString()) return t('CHAT_YESTERDAY');
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(time);
  };
}

/** One bubble: text as typed (rendered as text, never as HTML), or an image that opens full size. */
function Bubble({
  mine,
  children,
  time,
  sending,
}: {
  mine: boolean;
  children: ReactNode;
  time?: string;
  sending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`${styles.row} ${mine ? styles.mine : styles.theirs}`}
      data-testid={mine ? 'chat-message-mine' : 'chat-message-support'}
    >
      <div className={styles.bubble} data-sending={sending ? 'true' : undefined}>
        {children}
        <span className={styles.meta}>{sending ? t('CHAT_SENDING') : time}</span>
      </div>
    </li>
  );
}

/**
 * The conversation, oldest at the top. It opens at the newest message, follows new ones while the reader
 * is at the bottom (else offers a jump), and loads the previous page when scrolled to the top, keeping
 * the reader's place.
 */
export function MessageList({ messages, pending, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const locale = localeOf(activeLanguage());
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef({ firstId: 0, lastId: 0, count: 0, pending: 0, scrollHeight: 0 });
  const [unseen, setUnseen] = useState(false);

  const scrollToBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const firstId = messages[0]?.id ?? 0;
    const lastId = messages.at(-1)?.id ?? 0;
    const before = previous.current;
    if (before.count > 0 && firstId < before.firstId && lastId === before.lastId) {
      // An older page arrived above: keep the same messages under the reader's eyes.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (lastId !== before.lastId || pending.length > before.pending) {
      const newest = messages.at(-1);
      if (
        atBottom.current ||
        before.count === 0 ||
        pending.length > before.pending ||
        newest?.sender === 'player'
      ) {
        scrollToBottom();
      } else {
        setUnseen(true);
      }
    }
    previous.current = {
      firstId,
      lastId,
      count: messages.length,
      pending: pending.length,
      scrollHeight: element.scrollHeight,
    };
  }, [messages, pending.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (atBottom.current) setUnseen(false);
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
    previous.current.scrollHeight = element.scrollHeight;
  };

  return (
    <div className={styles.listWrap}>
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('CHAT_MESSAGE_LIST_LABEL')}
        tabIndex={0}
        data-testid="chat-messages"
      >
        <div className={styles.historyEdge}>
          {hasOlder ? (
            <button
              type="button"
              className={styles.loadOlder}
              onClick={onLoadOlder}
              disabled={loadingOlder}
              data-testid="chat-load-older"
            >
              {loadingOlder ? t('CHAT_LOADING') : t('CHAT_LOAD_OLDER')}
            </button>
          ) : messages.length > 0 ? (
            <span className={styles.historyStart}>{t('CHAT_START_OF_CONVERSATION')}</span>
          ) : null}
        </div>
        <ol className={styles.messages}>
          {messages.map((message, index) => {
            const earlier = messages[index - 1];
            const newDay = !earlier || dayKey(earlier.createdAt) !== dayKey(message.createdAt);
            const mine = message.sender === 'player';
            return (
              <Fragment key={message.id}>
                {newDay ? (
                  <li className={styles.day}>
                    <span>{dayLabel(message.createdAt)}</span>
                  </li>
                ) : null}
                <Bubble mine={mine} time={timeFormat.format(message.createdAt)}>
                  {!mine ? <span className={styles.author}>{t('CHAT_SUPPORT_NAME')}</span> : null}
                  {message.kind === 'image' && message.imageUrl ? (
                    <a
                      href={message.imageUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.imageLink}
                    >
                      <img
                        src={message.imageUrl}
                        alt={t('CHAT_IMAGE_ALT')}
                        className={styles.image}
                        loading="lazy"
                      />
                    </a>
                  ) : (
                    <p className={styles.text}>{message.text}</p>
                  )}
                </Bubble>
              </Fragment>
            );
          })}
          {pending.map((item) => (
            <Bubble key={item.key} mine sending>
              {item.imageUrl ? (
                <img src={item.imageUrl} alt={t('CHAT_IMAGE_PREVIEW')} className={styles.image} />
              ) : null}
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </Bubble>
          ))}
        </ol>
      </div>
      {unseen ? (
        <button type="button" className={styles.jump} onClick={scrollToBottom} data-testid="chat-jump-new">
          {t('CHAT_NEW_MESSAGES')} ↓
        </button>
      ) : null}
    </div>
  );
}
