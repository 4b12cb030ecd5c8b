import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import styles from './rewards.module.css';

/** Props of SavedNotice. */
export interface SavedNoticeProps {
  /** Whether the saved data is being read. */
  loading: boolean;
  /** Why reading it failed, if it did. */
  error: unknown;
  /** Reads it again after a failure. */
  onRetry: () => void;
  /** Whether saved data waits unshown because the operator edited the form. */
  heldBack: boolean;
  /** Replaces the operator's edits with the saved data. */
  onLoad: () => void;
}

/** Where an editor stands against what is saved: loading it, failing to, or holding it back from the edits. */
export function SavedNotice({ loading, error, onRetry, heldBack, onLoad }: SavedNoticeProps) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <ErrorBanner error={error} onRetry={onRetry} />
      <p className={styles.hint} role="status">
        {loading ? t('saved.loading') : null}
      </p>
      {heldBack ? (
        <div className={styles.heldBack}>
          <p className={styles.hint}>{t('saved.heldBack')}</p>
          <button type="button" className="btn btn-small" onClick={onLoad}>
            {t('saved.load')}
          </button>
        </div>
      ) : null}
    </>
  );
}
