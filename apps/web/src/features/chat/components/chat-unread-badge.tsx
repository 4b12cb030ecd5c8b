import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useChatUnread } from '../hooks/use-chat-unread';
import { ChatBubbleIcon } from './chat-icons';
import styles from './chat.module.css';

/** The count of unread support messages as a small badge; nothing when there are none. */
export function ChatUnreadBadge() {
  const { t } = useTranslation();
  const unread = useChatUnread();
  if (unread === 0) return null;
  return (
    <span
      className={styles.badge}
      role="status"
      aria-label={t('CHAT_UNREAD_LABEL', { count: unread })}
      data-testid="chat-unread-badge"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** A header link to /chatlive with the unread badge on its icon, for the frame to place where it likes. */
export function ChatHeaderLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/chatlive"
      className={styles.headerLink}
      aria-label={t('CHAT_TITLE')}
      data-testid="chat-header-link"
    >
      <ChatBubbleIcon />
      <ChatUnreadBadge />
    </Link>
  );
}
