import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import styles from './notices-screen.module.css';

/** Props of ComposerFrame. */
export interface ComposerFrameProps {
  /** The form's submit. */
  onSubmit: (event: FormEvent) => void;
  /** The form's fields. */
  children: ReactNode;
  /** Whether the last submit found fields to fix. */
  refused: boolean;
  /** The failure of the last send, if it failed. */
  error: unknown;
  /** Whether a send is under way. */
  pending: boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** What the last send did, announced under the form. */
  status: ReactNode;
  /** The preview of what the player will see. */
  preview: ReactNode;
}

/** A notice or push form beside its live preview: the fields, the refusal, Send and its outcome. */
export function ComposerFrame({
  onSubmit,
  children,
  refused,
  error,
  pending,
  submitLabel,
  status,
  preview,
}: ComposerFrameProps) {
  const { t } = useTranslation('notices');
  const previewHeadingId = useId();
  return (
    <div className={styles.composer}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {refused ? (
          <p className="field-error" role="alert">
            {t('fixFields')}
          </p>
        ) : null}
        <ErrorBanner error={error} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {submitLabel}
          </button>
        </div>
        <div role="status" className={styles.status}>
          {status}
        </div>
      </form>
      <aside className={styles.preview} aria-labelledby={previewHeadingId}>
        <h2 id={previewHeadingId} className={styles.subheading}>
          {t('preview')}
        </h2>
        {preview}
      </aside>
    </div>
  );
}
