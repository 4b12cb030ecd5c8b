import { NOTICE_TYPES, type NoticeItem } from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { describedByOf, FieldNotes } from '../../lib/field-notes';
import { Field } from '../../lib/ui';
import { usePublishNotice } from './api/publish-notice';
import { ComposerFrame } from './composer-frame';
import {
  buildNoticeRequest,
  EMPTY_NOTICE_DRAFT,
  hasPopupLook,
  type NoticeDraft,
  type NoticeType,
} from './notice-draft';
import { NoticePreview } from './notice-preview';
import styles from './notices-screen.module.css';
import { PopupLookFields } from './popup-look-fields';
import { RecipientFields } from './recipient-fields';

const TITLE_MAX = 120;
const CONTENT_MAX = 4_000;

/** The notice form beside its live preview; "Publish notice" sends it and confirms with its id. */
export function NoticeComposer() {
  const { t } = useTranslation('notices');
  const typeId = useId();
  const contentId = useId();
  const [draft, setDraft] = useState<NoticeDraft>(EMPTY_NOTICE_DRAFT);
  const [refused, setRefused] = useState<string[]>([]);
  const [published, setPublished] = useState<NoticeItem | undefined>(undefined);
  const publish = usePublishNotice();

  const change = (next: Partial<NoticeDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setPublished(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildNoticeRequest(draft);
    if (!result.ok) {
      setRefused(result.fields);
      return;
    }
    setRefused([]);
    publish.mutate(result.request, {
      onSuccess: (notice) => {
        setPublished(notice);
        setDraft(EMPTY_NOTICE_DRAFT);
      },
    });
  };

  const contentInvalid = refused.includes('content');
  const contentHint = t('contentHint', { used: draft.content.length, max: CONTENT_MAX });
  const contentError = contentInvalid ? t('contentInvalid') : undefined;
  return (
    <ComposerFrame
      onSubmit={submit}
      refused={refused.length > 0}
      error={publish.isError ? publish.error : null}
      pending={publish.isPending}
      submitLabel={t('publishNotice')}
      status={
        published
          ? t(published.type === 'SYSTEM' ? 'noticePublished' : 'noticePublishedTyped', {
              id: published.id,
              type: t(`type_${published.type}`, { defaultValue: published.type }),
            })
          : null
      }
      preview={<NoticePreview draft={draft} />}
    >
      <RecipientFields
        value={draft}
        onChange={({ audience, userId }) => change({ audience, userId })}
        userIdInvalid={refused.includes('userId')}
      />
      <div className="field">
        <label htmlFor={typeId}>{t('popupType')}</label>
        <select
          id={typeId}
          value={draft.type}
          aria-describedby={`${typeId}-hint`}
          onChange={(event) => change({ type: event.target.value as NoticeType })}
        >
          {NOTICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type_${type}`)}
            </option>
          ))}
        </select>
        <p id={`${typeId}-hint`} className="field-hint">
          {t(`typeHint_${draft.type}`)}
        </p>
      </div>
      <Field
        label={t('title')}
        value={draft.title}
        maxLength={TITLE_MAX}
        autoComplete="off"
        error={refused.includes('title') ? t('titleInvalid', { max: TITLE_MAX }) : undefined}
        onChange={(event) => change({ title: event.target.value })}
      />
      <div className="field">
        <label htmlFor={contentId}>{t('content')}</label>
        <textarea
          id={contentId}
          value={draft.content}
          rows={6}
          maxLength={CONTENT_MAX}
          aria-invalid={contentInvalid ? true : undefined}
          aria-describedby={describedByOf(contentId, contentHint, contentError)}
          onChange={(event) => change({ content: event.target.value })}
        />
        <FieldNotes id={contentId} hint={contentHint} error={contentError} />
      </div>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={draft.push}
          onChange={(event) => change({ push: event.target.checked })}
        />
        {t('pushNow')}
      </label>
      {hasPopupLook(draft.type) ? (
        <PopupLookFields value={draft.popup} onChange={(popup) => change({ popup })} refused={refused} />
      ) : null}
    </ComposerFrame>
  );
}
