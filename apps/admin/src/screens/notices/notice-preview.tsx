import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { hasPopupLook, type NoticeDraft, type PopupDraft, type PushDraft } from './notice-draft';
import styles from './notices-screen.module.css';

/** A typed size as pixels for the preview, or nothing when it is not a number. */
const pixels = (value: string): number | undefined => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

const colour = (value: string): string | undefined => value.trim() || undefined;

/** What a mock popup shows. */
interface PopupMockProps {
  /** The heading; the client's default when empty. */
  title: string;
  /** The text under it. */
  content: string;
  /** The configured look, for the configured popup types. */
  look?: PopupDraft | undefined;
}

/** The popup as the player's client draws it: image, title, text and one button (web NoticePushPopup). */
function PopupMock({ title, content, look }: PopupMockProps) {
  const { t } = useTranslation('notices');
  const padding = look ? pixels(look.contentPadding) : undefined;
  const textStyle: CSSProperties = {
    color: look ? colour(look.contentTextColor) : undefined,
    fontSize: look ? pixels(look.contentTextSize) : undefined,
    padding: padding === undefined ? undefined : `0 ${padding}px`,
  };
  const buttonStyle: CSSProperties = {
    background: look ? colour(look.buttonBg) : undefined,
    color: look ? colour(look.buttonTextColor) : undefined,
    marginTop: look ? pixels(look.buttonMargin) : undefined,
  };
  return (
    <div className={styles.mockMask}>
      <div className={styles.mockPopup}>
        <span className={styles.mockClose} aria-hidden="true">
          ×
        </span>
        {look?.bg.trim() ? <img className={styles.mockImage} src={look.bg.trim()} alt="" /> : null}
        <p className={styles.mockTitle}>{title.trim() || t('previewNotification')}</p>
        <p className={styles.mockText} style={textStyle}>
          {content.trim()}
        </p>
        <span className={styles.mockButton} style={buttonStyle}>
          {look?.buttonText.trim() || t('previewOk')}
        </span>
      </div>
    </div>
  );
}

/** The system notification a push with `pop` raises on the player's device. */
function ToastMock({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('notices');
  return (
    <div className={styles.mockToast}>
      <p className={styles.mockTitle}>{title.trim() || t('previewNotification')}</p>
      {text.trim() ? <p className={styles.mockText}>{text.trim()}</p> : null}
    </div>
  );
}

/** What the notice form will produce: the notices-list entry, the popup, and the live notification. */
export function NoticePreview({ draft }: { draft: NoticeDraft }) {
  const { t } = useTranslation('notices');
  const look = hasPopupLook(draft.type) ? draft.popup : undefined;
  const title = draft.title.trim() || t('previewTitlePlaceholder');
  const content = draft.content.trim() || t('previewContentPlaceholder');
  return (
    <div className={styles.previewBody}>
      <h3 className={styles.previewLabel}>{t('previewInList')}</h3>
      <div className={styles.mockListItem}>
        <span className={styles.mockDot} aria-hidden="true" />
        <div>
          <p className={styles.mockTitle}>{title}</p>
          <p className={styles.mockText}>{content}</p>
        </div>
      </div>
      {draft.push || look ? (
        <>
          <h3 className={styles.previewLabel}>{t(`previewPopup_${draft.type}`)}</h3>
          <PopupMock title={title} content={content} look={look} />
        </>
      ) : (
        <p className={styles.hint}>{t('previewNoPopup')}</p>
      )}
      {draft.push ? (
        <>
          <h3 className={styles.previewLabel}>{t('previewToast')}</h3>
          <ToastMock title={title} text={content} />
        </>
      ) : null}
    </div>
  );
}

/** What a push shows: the notice popup every plain event opens, and the notification when `pop` is on. */
export function PushPreview({ draft }: { draft: PushDraft }) {
  const { t } = useTranslation('notices');
  return (
    <div className={styles.previewBody}>
      <h3 className={styles.previewLabel}>{t('previewPushPopup')}</h3>
      <PopupMock title={draft.title} content={draft.description} />
      {draft.pop ? (
        <>
          <h3 className={styles.previewLabel}>{t('previewToast')}</h3>
          <ToastMock title={draft.title} text={draft.description} />
        </>
      ) : (
        <p className={styles.hint}>{t('previewNoToast')}</p>
      )}
    </div>
  );
}
