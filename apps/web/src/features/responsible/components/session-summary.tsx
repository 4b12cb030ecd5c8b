import type { RealityCheckSummary } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { useMoney } from '../../../lib/money/use-money';
import { durationText } from '../utils/limit-names';
import { signedMoney } from '../utils/signed-money';
import styles from './responsible.module.css';

/** The props of SessionSummary. */
export interface SessionSummaryProps {
  /** This session's play so far. */
  summary: RealityCheckSummary;
  /** The currency of the amounts (the view's); the player's when not known yet. */
  currencyId: string | undefined;
  /** Test id of the list. */
  testId?: string;
}

/** Time played, net result and amount wagered this session, as a list of terms and figures. */
export function SessionSummary({ summary, currencyId, testId }: SessionSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney(currencyId);
  return (
    <dl className={styles.summary} data-testid={testId}>
      <div>
        <dt>{t('RESPONSIBLE_TIME_PLAYED')}</dt>
        <dd data-testid="summary-time">{durationText(summary.minutesPlayed)}</dd>
      </div>
      <div>
        <dt>{t('RESPONSIBLE_NET_RESULT')}</dt>
        <dd data-testid="summary-net" data-sign={Math.sign(summary.netResult)}>
          {signedMoney(summary.netResult, money.format)}
        </dd>
      </div>
      <div>
        <dt>{t('RESPONSIBLE_WAGERED')}</dt>
        <dd data-testid="summary-wagered">{money.format(summary.wagered)}</dd>
      </div>
    </dl>
  );
}
