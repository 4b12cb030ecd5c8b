import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { NoticePanel } from '../../../components/ui/notice-panel';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { sendChatMessage } from '../api/send-chat-message';
import { uploadImage } from '../../../lib/api/upload-image';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatComposer, type ComposedMessage, type SendFailure } from './chat-composer';
import { SupportIcon } from './chat-icons';
import styles from './chat.module.css';
import { MessageList, type PendingMessage } from './message-list';

/** The conversation with support: header, messages and the message box. */
function ChatRoom() {
  const { t } = useTranslation();
  const conversation = useChatConversation();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const sequence = useRef(0);

  const track = (item: Omit<PendingMessage, 'key'>) => {
    sequence.current += 1;
    const key = `pending-${sequence.current}`;
    setPending((current) => [...current, { ...item, key }]);
    return () => setPending((current) => current.filter((entry) => entry.key !== key));
  };

  const send = async ({ text, image }: ComposedMessage): Promise<SendFailure | null> => {
    if (image) {
      const preview = URL.createObjectURL(image);
      const done = track({ imageUrl: preview });
      const uploaded = await uploadImage(image);
      const sent = uploaded.ok ? await sendChatMessage({ imageId: uploaded.file.id }) : uploaded;
      done();
      URL.revokeObjectURL(preview);
      if (!sent.ok)
        return {
          error: translateServerMessage(sent.status, sent.message, sent.extra),
          unsent: { text, image },
        };
      conversation.addMessage(sent.message);
    }
    if (text !== '') {
      const done = track({ text });
      const sent = await sendChatMessage({ text });
      done();
      if (!sent.ok)
        return {
          error: translateServerMessage(sent.status, sent.message, sent.extra),
          unsent: { text, image: null },
        };
      conversation.addMessage(sent.message);
    }
    return null;
  };

  return (
    <section className={styles.room} aria-labelledby="chat-title" data-testid="chat-room">
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <SupportIcon />
        </span>
        <div>
          <h1 id="chat-title" className={styles.title}>
            {t('CHAT_TITLE')}
          </h1>
          <p className={styles.subtitle}>
            <span className={styles.online} aria-hidden="true" />
            {t('CHAT_SUBTITLE')}
          </p>
        </div>
      </header>
      {conversation.status === 'error' ? (
        <div className={styles.state} role="alert">
          <p>{t('CHAT_LOAD_FAILED')}</p>
          <Button variant="secondary" size="small" onClick={conversation.reload}>
            {t('CHAT_RETRY')}
          </Button>
        </div>
      ) : conversation.status === 'loading' ? (
        <div className={styles.state} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('CHAT_LOADING')}</p>
        </div>
      ) : conversation.messages.length === 0 && pending.length === 0 ? (
        <div className={styles.state} data-testid="chat-empty">
          <span className={styles.emptyIcon} aria-hidden="true">
            <SupportIcon size={36} />
          </span>
          <p>{t('CHAT_EMPTY')}</p>
        </div>
      ) : (
        <MessageList
          messages={conversation.messages}
          pending={pending}
          hasOlder={conversation.hasOlder}
          loadingOlder={conversation.loadingOlder}
          onLoadOlder={() => void conversation.loadOlder()}
        />
      )}
      <ChatComposer onSend={send} disabled={conversation.status !== 'ready'} />
    </section>
  );
}

/** /chatlive: live chat with support for a logged-in player; visitors are asked to log in first. */
export function ChatPage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const token = useSessionStore((state) => state.user?.token ?? '');
  const openLogin = useUiStore((state) => state.openLogin);
  if (!loggedIn) {
    return (
      <NoticePanel
        icon={<SupportIcon size={28} />}
        title={t('CHAT_LOGIN_TITLE')}
        text={t('CHAT_LOGIN_TEXT')}
        testId="chat-login"
      >
        <Button onClick={() => openLogin('login')}>{t('CHAT_LOGIN_BUTTON')}</Button>
      </NoticePanel>
    );
  }
  // A new session (another player, or a fresh login) starts the conversation afresh.
  return <ChatRoom key={token} />;
}
