import { CHAT_TEXT_MAX_LENGTH, sendChatMessageRequestSchema } from '@casino/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import { useSendChatMessage } from './api/send-chat-message';
import styles from './chat-screen.module.css';

/** The conversation the reply goes to. */
export interface ChatComposerProps {
  /** The open conversation's id. */
  conversationId: number;
}

/** The reply box: Enter sends, Shift+Enter starts a new line; the text is checked by the contract first. */
export function ChatComposer({ conversationId }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const messageId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useSendChatMessage(conversationId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const request = sendChatMessageRequestSchema.safeParse({ text });
    if (!request.success) {
      setInvalid(true);
      return;
    }
    send.mutate(request.data, { onSuccess: () => setText('') });
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const describedBy = `${messageId}-hint${invalid ? ` ${messageId}-error` : ''}`;
  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={messageId}>{t('message')}</label>
        <textarea
          id={messageId}
          value={text}
          rows={3}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={sendOnEnter}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
        />
        <p id={`${messageId}-hint`} className="field-hint">
          {t('composerHint', { used: text.length, max: CHAT_TEXT_MAX_LENGTH })}
        </p>
        {invalid ? (
          <p id={`${messageId}-error`} className="field-error" role="alert">
            {t('messageEmpty')}
          </p>
        ) : null}
      </div>
      {send.isError ? <ErrorBanner error={send.error} /> : null}
      <div className={styles.composerActions}>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={send.isPending}
          aria-busy={send.isPending}
        >
          {t('send')}
        </button>
      </div>
    </form>
  );
}
