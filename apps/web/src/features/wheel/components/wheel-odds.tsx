import type { WheelInfo } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../../lib/i18n/language';
import { useMoney } from '../../../lib/money/use-money';
import { segmentOdds } from '../utils/wheel-odds';
import styles from './wheel.module.css';

/** The published weights: each segment's prize and chance per spin, and what a spin pays on average. */
export function WheelOdds({ info }: { /** The wheel. */ info: WheelInfo }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = useMoney();
  const percent = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 2 });
  const odds = segmentOdds(info.segments);
  return (
    <section className={`${styles.card} ${styles.odds}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('WHEEL_ODDS_TITLE')}
      </h2>
      <div className={styles.tableWrap} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.table} data-testid="wheel-odds">
          <thead>
            <tr>
              <th scope="col">{t('WHEEL_COL_SEGMENT')}</th>
              <th scope="col">{t('WHEEL_COL_PRIZE')}</th>
              <th scope="col">{t('WHEEL_COL_WEIGHT')}</th>
              <th scope="col">{t('WHEEL_COL_CHANCE')}</th>
            </tr>
          </thead>
          <tbody>
            {odds.map((row) => (
              <tr key={row.index}>
                <th scope="row">{row.index + 1}</th>
                <td>{row.amount > 0 ? money.format(row.amount) : t('WHEEL_TRY_AGAIN')}</td>
                <td>{row.weight}</td>
                <td>{`${percent.format(row.percent)} %`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.expected} data-testid="wheel-expected-value">
        {t('WHEEL_EXPECTED_VALUE', { amount: money.format(info.expectedValue) })}
      </p>
    </section>
  );
}
