import type { SalaryStatement } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../../lib/i18n/language';
import { useMoney } from '../../../lib/money/use-money';
import { useSalaryStatement } from '../hooks/use-rewards-queries';
import { SalaryIcon } from './reward-icons';
import styles from './rewards-page.module.css';

/** A site day (`2026-11-24`) is read as midnight UTC and formatted in UTC, so no time zone shifts it. */
const DAY_TIME_ZONE = 'Etc/UTC';

/** "24 Nov 2026" for a site week's first day (`2026-11-24`), in the player's language. */
function useWeekDate(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeZone: DAY_TIME_ZONE,
  });
  return (day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(at) ? day : format.format(at);
  };
}

/** The weeks paid so far, newest first as the server sends them. */
function SalaryWeeks({ weeks }: { /** The weeks of the statement. */ weeks: SalaryStatement['weeks'] }) {
  const { t } = useTranslation();
  const captionId = useId();
  const money = useMoney();
  const weekDate = useWeekDate();
  const amountHeading = (key: string) => (money.symbol ? `${t(key)} (${money.symbol})` : t(key));
  if (weeks.length === 0) {
    return (
      <p className={styles.empty} data-testid="salary-weeks-empty">
        {t('SALARY_NO_WEEKS')}
      </p>
    );
  }
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="salary-weeks">
        <caption id={captionId} className={styles.caption}>
          {t('SALARY_WEEKS')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('SALARY_COL_WEEK')}</th>
            <th scope="col">{t('SALARY_COL_INVITEES')}</th>
            <th scope="col">{amountHeading('SALARY_COL_EDGE')}</th>
            <th scope="col">{amountHeading('SALARY_COL_REFERRAL')}</th>
            <th scope="col">{amountHeading('SALARY_COL_VIP')}</th>
            <th scope="col">{amountHeading('SALARY_COL_TOTAL')}</th>
            <th scope="col">{t('SALARY_COL_PAID')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart} data-testid="salary-week">
              <th scope="row">{weekDate(week.weekStart)}</th>
              <td>{week.invitees}</td>
              <td>{money.plain(week.referralEdge)}</td>
              <td>{money.plain(week.referral)}</td>
              <td>{money.plain(week.vip)}</td>
              <td>
                <strong>{money.plain(week.total)}</strong>
              </td>
              <td>{week.paid ? t('SALARY_PAID_YES') : t('SALARY_PAID_NO')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The week in progress: what it would pay if it ended now, its parts, and when it is paid. */
function SalaryCurrent({ statement }: { /** The statement. */ statement: SalaryStatement }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { current } = statement;
  const paidAfter = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(statement.currentEndsAt);
  return (
    <div className={styles.salaryNow}>
      <p className={styles.salaryNowLabel}>{t('SALARY_THIS_WEEK')}</p>
      <p className={styles.salaryNowTotal} data-testid="salary-current-total">
        {money.format(current.total)}
      </p>
      <dl className={styles.salaryParts}>
        <div>
          <dt>{t('SALARY_PART_REFERRAL')}</dt>
          <dd>
            {money.format(current.referral)}
            <span className={styles.muted}>
              {' '}
              {t('SALARY_PART_REFERRAL_FROM', {
                invitees: current.invitees,
                edge: money.format(current.referralEdge),
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('SALARY_PART_VIP')}</dt>
          <dd>{money.format(current.vip)}</dd>
        </div>
      </dl>
      <p className={styles.muted} data-testid="salary-paid-after">
        {t('SALARY_PAID_AFTER', { time: paidAfter })}
      </p>
    </div>
  );
}

/**
 * The weekly salary on the rewards page, where the site runs one (enableSalary) and the player's market
 * offers it: its rules, this week so far and when it is paid, and the weeks paid.
 */
export function SalarySection() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const salary = useSalaryStatement();
  const statement = salary.data;
  if (!statement?.enabled) return null;
  return (
    <section
      className={`${styles.card} ${styles.salary}`}
      aria-labelledby={titleId}
      data-testid="salary-section"
    >
      <div className={styles.cardHead}>
        <span className={styles.cardIcon}>
          <SalaryIcon />
        </span>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('SALARY_TITLE')}
        </h2>
      </div>
      <div className={styles.salaryGrid}>
        <SalaryCurrent statement={statement} />
        <ul className={styles.rules}>
          <li>
            {t('SALARY_RULE_REFERRAL', {
              percent: new Intl.NumberFormat(localeOf(i18n.language)).format(statement.referralPercent),
            })}
          </li>
          <li>{t('SALARY_RULE_ONE_LEVEL')}</li>
          <li>{t('SALARY_RULE_VIP')}</li>
          <li>{t('SALARY_RULE_WEEK')}</li>
        </ul>
      </div>
      <SalaryWeeks weeks={statement.weeks} />
    </section>
  );
}
