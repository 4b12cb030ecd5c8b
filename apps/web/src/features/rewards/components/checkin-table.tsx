import { CHECKIN_DAYS, type CheckinData } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useMoney } from '../../../lib/money/use-money';
import { useShownVipLevel } from '../../../lib/site/shown-vip-level';
import { levelSpans, rowOfLevel } from '../utils/checkin-view';
import styles from './checkin.module.css';

const DAYS = Array.from({ length: CHECKIN_DAYS }, (_, index) => index + 1);

/** The props of CheckinTable. */
export interface CheckinTableProps {
  /** The check-in table, one row per VIP level (sorted by level). */
  items: CheckinData['items'];
  /** The player's (server) VIP level, whose row is marked. */
  vipLevel: number;
}

/**
 * "Rewards by VIP level": each row of the check-in table with the levels it pays (shown +1) and its seven
 * daily rewards; the player's row is marked. Scrolls sideways on a narrow screen (and takes focus to do so
 * from the keyboard).
 */
export function CheckinTable({ items, vipLevel }: CheckinTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const money = useMoney();
  const shown = useShownVipLevel();
  const sorted = [...items].sort((a, b) => a.vipLevel - b.vipLevel);
  const spans = levelSpans(sorted, shown);
  const mine = rowOfLevel(sorted, vipLevel);
  const levelText = (index: number) => {
    const span = spans[index];
    if (!span) return '';
    if (span.to === null) return t('CHECKIN_LEVEL_AND_UP', { level: span.from });
    if (span.to <= span.from) return t('REWARDS_VIP_SHORT', { level: span.from });
    return t('CHECKIN_LEVEL_RANGE', { from: span.from, to: span.to });
  };
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {money.symbol ? t('CHECKIN_TABLE_TITLE_IN', { currency: money.symbol }) : t('CHECKIN_TABLE_TITLE')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('CHECKIN_TABLE_LEVEL')}</th>
            {DAYS.map((day) => (
              <th key={day} scope="col">
                {t('CHECKIN_DAY_SHORT', { day })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((item, index) => (
            <tr key={item.vipLevel} className={item === mine ? styles.mine : undefined}>
              <th scope="row">
                {levelText(index)}
                {item === mine ? <span className="visually-hidden"> ({t('REWARDS_YOUR_LEVEL')})</span> : null}
              </th>
              {item.rewards.map((amount, day) => (
                <td key={day}>{money.plain(amount)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
