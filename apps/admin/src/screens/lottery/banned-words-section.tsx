import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import { BANNED_WORDS_KEY, useBannedWords } from './api/get-banned-words';
import { saveBannedWords } from './api/save-banned-words';
import {
  BANNED_WORD_LENGTH,
  bannedWordsText,
  MAX_BANNED_WORDS,
  parseBannedWords,
  type BannedWordsError,
} from './lottery-forms';
import styles from './lottery.module.css';

/** Support: the words refused in the rooms' chats, edited one per line and saved as a whole. */
export function BannedWordsSection() {
  const { t } = useTranslation('lottery');
  const words = useBannedWords();
  return (
    <section className={styles.section} aria-labelledby="lottery-words-title">
      <h2 id="lottery-words-title" className={styles.sectionTitle}>
        {t('words.title')}
      </h2>
      <p className={styles.hint}>{t('words.hint')}</p>
      <ErrorBanner error={words.error} onRetry={() => void words.refetch()} />
      {words.isPending ? <p className="muted">{t('common:app.loading')}</p> : null}
      {words.data ? <BannedWordsEditor key={bannedWordsText(words.data)} words={words.data} /> : null}
    </section>
  );
}

/** The editor itself; remounted (by key) when the stored list changes, so it starts from the server's. */
function BannedWordsEditor({ words }: { /** The stored words the text starts from. */ words: string[] }) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState(() => bannedWordsText(words));
  const [invalid, setInvalid] = useState<{ error: BannedWordsError; word?: string }>();
  const [savedCount, setSavedCount] = useState<number>();
  const save = useMutation({
    mutationFn: saveBannedWords,
    onSuccess: (stored) => {
      setSavedCount(stored.length);
      queryClient.setQueryData(BANNED_WORDS_KEY, stored);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedCount(undefined);
    const parsed = parseBannedWords(text);
    if (parsed.error !== undefined) {
      setInvalid(parsed);
      return;
    }
    setInvalid(undefined);
    save.mutate(parsed.words);
  };

  const describedBy = `${fieldId}-hint${invalid ? ` ${fieldId}-error` : ''}`;
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>{t('words.label')}</label>
        <textarea
          id={fieldId}
          className={styles.words}
          value={text}
          rows={10}
          spellCheck={false}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className="field-hint">
          {t('words.fieldHint', { ...BANNED_WORD_LENGTH, most: MAX_BANNED_WORDS })}
        </p>
        {invalid ? (
          <p id={`${fieldId}-error`} className="field-error">
            {t(`words.errors.${invalid.error}`, {
              word: invalid.word,
              ...BANNED_WORD_LENGTH,
              most: MAX_BANNED_WORDS,
            })}
          </p>
        ) : null}
      </div>
      <ErrorBanner error={save.error} />
      <p className="action-done" role="status">
        {savedCount !== undefined ? t('words.saved', { count: savedCount }) : null}
      </p>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('common:actions.save')}
        </button>
      </div>
    </form>
  );
}
