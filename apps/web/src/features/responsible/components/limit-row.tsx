import type { LimitKind, LimitPeriod, LimitView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { ProgressBar } from '../../../components/ui/progress-bar';
import { limitAmountText, PERIOD_KEYS } from '../utils/limit-texts';
import styles from './responsible.module.css';

/** The props of LimitRow. */
export interface LimitRowProps {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit of this kind and period; none when the view leaves it out (never set). */
  limit: LimitView | undefined;
  /** An amount of the view's currency as text. */
  formatMoney: (value: number) => string;
  /** A server instant as a local date and time. */
  formatInstant: (serverMs: number) => string;
}

/** One period of a limit: the value in force, what is used of it, when it resets and a change that waits. */
export function LimitRow({ kind, period, limit, formatMoney, formatInstant }: LimitRowProps) {
  const { t } = useTranslation();
  const amount = (value: number) => limitAmountText(kind, value, formatMoney);
  const value = limit?.value ?? null;
  const pending = limit?.pending ?? null;
  return (
    <li className={styles.limitRow} data-testid={`limit-${kind}-${period}`}>
      <div className={styles.limitHead}>
        <span className={styles.periodName}>{t(PERIOD_KEYS[period])}</span>
        <strong data-testid="limit-value">
          {value === null ? t('RESPONSIBLE_NO_LIMIT') : amount(value)}
        </strong>
      </div>
      {limit && value !== null ? (
        <ProgressBar
          label={t('RESPONSIBLE_USED')}
          value={limit.used}
          max={value}
          text={t('RESPONSIBLE_USED_OF', { used: amount(limit.used), limit: amount(value) })}
        />
      ) : null}
      {limit && value === null ? (
        <p className={styles.muted}>{t('RESPONSIBLE_USED_NO_LIMIT', { used: amount(limit.used) })}</p>
      ) : null}
      {limit ? (
        <p className={styles.muted}>{t('RESPONSIBLE_RESETS', { date: formatInstant(limit.resetsAt) })}</p>
      ) : null}
      {pending ? (
        <p className={styles.pending} data-testid="limit-pending">
          {pending.value === null
            ? t('RESPONSIBLE_PENDING_REMOVAL', { date: formatInstant(pending.effectiveAt) })
            : t('RESPONSIBLE_PENDING_RAISE', {
                value: amount(pending.value),
                date: formatInstant(pending.effectiveAt),
              })}
        </p>
      ) : null}
    </li>
  );
}
