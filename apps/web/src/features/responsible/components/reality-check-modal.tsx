import type { RealityCheckSummary } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { durationText } from '../utils/limit-names';
import styles from './responsible.module.css';
import { SessionSummary } from './session-summary';

/** The responsible-gaming page, where the check's link leads. */
export const RESPONSIBLE_PAGE_PATH = '/account/responsible';

/** The props of RealityCheckModal. */
export interface RealityCheckModalProps {
  /** This session's play; null while it is being read. */
  summary: RealityCheckSummary | null;
  /** The currency of the amounts; the player's when not known yet. */
  currencyId: string | undefined;
  /** The acknowledgement is on its way: the buttons wait. */
  pending: boolean;
  /** Why the acknowledgement failed, translated; shown above the buttons. */
  error: string | undefined;
  /** "Continue playing": acknowledge the check. */
  onContinue: () => void;
  /** "Log out". */
  onLogout: () => void;
  /** The link to the responsible-gaming page was followed. */
  onOpenTools: () => void;
}

/**
 * The reality check (Portaria SPA/MF 1.231/2024): play stops until the player has seen how long they have
 * played and what they won or lost, and chose to go on or to leave. Escape and the backdrop do not close
 * it: only an answer does.
 */
export function RealityCheckModal({
  summary,
  currencyId,
  pending,
  error,
  onContinue,
  onLogout,
  onOpenTools,
}: RealityCheckModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={() => undefined} testId="reality-check">
      <h2 id={titleId} className={styles.modalTitle}>
        {t('RESPONSIBLE_CHECK_TITLE')}
      </h2>
      <p id={textId} className={styles.modalText}>
        {summary
          ? t('RESPONSIBLE_CHECK_TEXT', { time: durationText(summary.minutesPlayed) })
          : t('RESPONSIBLE_CHECK_TEXT_SHORT')}
      </p>
      {summary ? (
        <SessionSummary summary={summary} currencyId={currencyId} testId="reality-check-summary" />
      ) : null}
      <p className={styles.modalLink}>
        <a
          href={RESPONSIBLE_PAGE_PATH}
          onClick={(event) => {
            event.preventDefault();
            onOpenTools();
          }}
        >
          {t('RESPONSIBLE_CHECK_LINK')}
        </a>
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={onLogout} disabled={pending} data-testid="reality-check-logout">
          {t('LOG_OUT')}
        </Button>
        <Button data-autofocus onClick={onContinue} disabled={pending} data-testid="reality-check-continue">
          {t('RESPONSIBLE_CHECK_CONTINUE')}
        </Button>
      </div>
    </Modal>
  );
}
