import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../lib/ui';
import { useSendPush } from './api/send-push';
import { ComposerFrame } from './composer-frame';
import { buildPushRequest, EMPTY_PUSH_DRAFT, type PushDraft } from './notice-draft';
import { PushPreview } from './notice-preview';
import styles from './notices-screen.module.css';
import { RecipientFields } from './recipient-fields';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1_000;

/** The live push form beside its preview; nothing is stored, only players online now receive it. */
export function PushComposer() {
  const { t } = useTranslation('notices');
  const descriptionId = useId();
  const [draft, setDraft] = useState<PushDraft>(EMPTY_PUSH_DRAFT);
  const [refused, setRefused] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const push = useSendPush();

  const change = (next: Partial<PushDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setSent(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildPushRequest(draft);
    if (!result.ok) {
      setRefused(result.fields);
      return;
    }
    setRefused([]);
    push.mutate(result.request, { onSuccess: () => setSent(true) });
  };

  const descriptionInvalid = refused.includes('extra.description');
  return (
    <ComposerFrame
      onSubmit={submit}
      refused={refused.length > 0}
      error={push.isError ? push.error : null}
      pending={push.isPending}
      submitLabel={t('sendPush')}
      status={
        sent
          ? t(draft.audience === 'player' ? 'pushSentToPlayer' : 'pushSent', { id: draft.userId.trim() })
          : null
      }
      preview={<PushPreview draft={draft} />}
    >
      <RecipientFields
        value={draft}
        onChange={({ audience, userId }) => change({ audience, userId })}
        userIdInvalid={refused.includes('userId')}
      />
      <Field
        label={t('event')}
        value={draft.event}
        autoComplete="off"
        spellCheck={false}
        hint={t('eventHint')}
        error={refused.includes('event') ? t('eventInvalid') : undefined}
        onChange={(event) => change({ event: event.target.value.toUpperCase() })}
      />
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={draft.pop}
          onChange={(event) => change({ pop: event.target.checked })}
        />
        {t('showNotification')}
      </label>
      <Field
        label={t('title')}
        value={draft.title}
        maxLength={TITLE_MAX}
        autoComplete="off"
        hint={t('pushTitleHint')}
        error={refused.includes('extra.title') ? t('titleInvalid', { max: TITLE_MAX }) : undefined}
        onChange={(event) => change({ title: event.target.value })}
      />
      <div className="field">
        <label htmlFor={descriptionId}>{t('description')}</label>
        <textarea
          id={descriptionId}
          value={draft.description}
          rows={4}
          maxLength={DESCRIPTION_MAX}
          aria-invalid={descriptionInvalid ? true : undefined}
          aria-describedby={`${descriptionId}-hint`}
          onChange={(event) => change({ description: event.target.value })}
        />
        <p id={`${descriptionId}-hint`} className="field-hint">
          {t('contentHint', { used: draft.description.length, max: DESCRIPTION_MAX })}
        </p>
      </div>
    </ComposerFrame>
  );
}
