import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner, Field } from '../../lib/ui';
import { mutePlayer, type ChatMuteRequest } from './api/mute-player';
import {
  MUTE_MINUTES,
  MUTE_REASON_LENGTH,
  muteRequestOf,
  type MuteDraft,
  type MuteError,
  type MuteField,
} from './lottery-forms';
import styles from './lottery.module.css';

const EMPTY: MuteDraft = { userId: '', minutes: '60', reason: '' };

/** Support: mutes a player in every room's chat for some minutes, with a reason for the audit log. */
export function MuteSection() {
  const { t } = useTranslation('lottery');
  const [draft, setDraft] = useState<MuteDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MuteField, MuteError>>>({});
  const [muted, setMuted] = useState<ChatMuteRequest>();
  const mute = useMutation({
    mutationFn: mutePlayer,
    onSuccess: (_answer, request) => {
      setMuted(request);
      setDraft(EMPTY);
    },
  });
  const set = (field: MuteField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errorText = (field: MuteField) => {
    const error = errors[field];
    return error ? t(`mute.errors.${error}`, { ...MUTE_MINUTES, ...MUTE_REASON_LENGTH }) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMuted(undefined);
    const result = muteRequestOf(draft);
    setErrors(result.errors ?? {});
    if (result.errors === undefined) mute.mutate(result.request);
  };

  return (
    <section className={styles.section} aria-labelledby="lottery-mute-title">
      <h2 id="lottery-mute-title" className={styles.sectionTitle}>
        {t('mute.title')}
      </h2>
      <p className={styles.hint}>{t('mute.hint')}</p>
      <form className="form-grid" onSubmit={submit} noValidate>
        <Field
          label={t('mute.playerId')}
          hint={t('mute.playerIdHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.userId}
          error={errorText('userId')}
          onChange={(event) => set('userId', event.target.value)}
        />
        <Field
          label={t('mute.minutes')}
          hint={t('mute.minutesHint', MUTE_MINUTES)}
          inputMode="numeric"
          autoComplete="off"
          value={draft.minutes}
          error={errorText('minutes')}
          onChange={(event) => set('minutes', event.target.value)}
        />
        <Field
          label={t('mute.reason')}
          hint={t('mute.reasonHint', MUTE_REASON_LENGTH)}
          autoComplete="off"
          maxLength={MUTE_REASON_LENGTH.max}
          value={draft.reason}
          error={errorText('reason')}
          onChange={(event) => set('reason', event.target.value)}
        />
        <ErrorBanner error={mute.error} />
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary" disabled={mute.isPending}>
            {t('mute.submit')}
          </button>
          <p className="action-done" role="status">
            {muted ? t('mute.done', { userId: muted.userId, count: muted.minutes }) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
