import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';

/** Props of SaveFooter. */
export interface SaveFooterProps {
  /** What the last save did, once it went through. */
  done: string | null;
  /** Why the last save failed, if it did. */
  error: unknown;
  /** Whether Save waits: a save under way, or the saved data still loading. */
  busy: boolean;
}

/** The end of a settings editor: the confirmation of the last save, its error, and Save. */
export function SaveFooter({ done, error, busy }: SaveFooterProps) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <p className="action-done" role="status">
        {done}
      </p>
      <ErrorBanner error={error} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('common:actions.save')}
        </button>
      </div>
    </>
  );
}
