import { CHAT_TEXT_MAX_LENGTH, UPLOAD_IMAGE_TYPES } from '@casino/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AttachIcon, SendIcon } from './chat-icons';
import styles from './chat.module.css';

/** What the player composed: text, an image, or both. */
export interface ComposedMessage {
  text: string;
  image: File | null;
}

/** Why a send failed, and what of the message did not go (it returns to the box). */
export interface SendFailure {
  error: string;
  unsent: ComposedMessage;
}

/** The props of ChatComposer. */
export interface ChatComposerProps {
  /** Sends the message; answers the failure to show, or null when all of it went. */
  onSend: (message: ComposedMessage) => Promise<SendFailure | null>;
  disabled?: boolean;
}

const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
/** Lines the box grows to before it scrolls. */
const MAX_LINES = 5;

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing stays with the input method); an image can be attached and previewed before sending.
 */
export function ChatComposer({ onSend, disabled = false }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 22;
    element.style.height = `${Math.min(element.scrollHeight, lineHeight * MAX_LINES + 20)}px`;
  }, [text]);

  const canSend = !busy && !disabled && (text.trim() !== '' || image !== null);

  const submit = async () => {
    if (!canSend) return;
    const message = { text: text.trim(), image };
    setBusy(true);
    setError(null);
    setText('');
    setImage(null);
    const failure = await onSend(message);
    setBusy(false);
    if (failure) {
      // Nothing typed is lost: the message comes back to the box with the reason.
      setText((current) => (current === '' ? failure.unsent.text : current));
      setImage((current) => current ?? failure.unsent.image);
      setError(failure.error);
    }
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} data-testid="chat-composer">
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="chat-error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className={styles.preview} data-testid="chat-image-preview">
          <img src={preview} alt={t('CHAT_IMAGE_PREVIEW')} />
          <button
            type="button"
            className={styles.previewRemove}
            onClick={() => setImage(null)}
            aria-label={t('CHAT_REMOVE_IMAGE')}
          >
            ×
          </button>
        </div>
      ) : null}
      <div className={styles.inputRow}>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setImage(file);
            setError(null);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => fileInput.current?.click()}
          aria-label={t('CHAT_ATTACH_IMAGE')}
          title={t('CHAT_ATTACH_IMAGE')}
          disabled={disabled}
          data-testid="chat-attach"
        >
          <AttachIcon />
        </button>
        <textarea
          ref={box}
          className={styles.input}
          rows={1}
          value={text}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          placeholder={t('CHAT_INPUT_PLACEHOLDER')}
          aria-label={t('CHAT_INPUT_LABEL')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className={styles.sendButton}
          disabled={!canSend}
          aria-label={t('CHAT_SEND')}
          title={t('CHAT_SEND')}
          data-testid="chat-send"
        >
          <SendIcon />
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('CHAT_INPUT_HINT')}
      </p>
    </form>
  );
}
