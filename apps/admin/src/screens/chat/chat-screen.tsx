import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { linkedConversationOf, type LinkedConversation } from '../../lib/chat-link';
import styles from './chat-screen.module.css';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';

/**
 * The support console (support): the inbox on the left, waiting conversations first, and the open
 * conversation on the right with its reply box. Both refresh every five seconds.
 */
export function ChatScreen() {
  const { t } = useTranslation('chat');
  const linked: unknown = useLocation().state;
  const [open, setOpen] = useState<LinkedConversation | undefined>(linkedConversationOf(linked));
  const [pageNo, setPageNo] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.console}>
        <ConversationList
          selectedId={open?.id}
          onSelect={({ id, username, userId }) => setOpen({ id, username, userId })}
          pageNo={pageNo}
          onPage={setPageNo}
          unreadOnly={unreadOnly}
          onUnreadOnly={(value) => {
            setUnreadOnly(value);
            setPageNo(1);
          }}
        />
        {open ? (
          <ChatThread conversationId={open.id} username={open.username} userId={open.userId} />
        ) : (
          <section className={`${styles.thread} ${styles.placeholder}`}>
            <p className={styles.muted}>{t('pickConversation')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
