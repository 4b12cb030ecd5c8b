import { ladderPayTable, shownMultiplier, STAIR_CRACKED } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import styles from '../components/game-page.module.css';
import type { GameRulesProps } from '../game-board';
import { STAIR_ROWS } from './stair-board';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The stair rules and its pay table, step by step with the cracked boards of each. */
export function StairRules({ terms }: GameRulesProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const table = ladderPayTable(STAIR_ROWS, Math.round((terms?.rtp ?? 97) * 100)).map(shownMultiplier);
  return (
    <>
      <p>{t('STAIR_RULES_TEXT')}</p>
      <h3 className={styles.tableTitle}>{t('STAIR_PAY_TABLE')}</h3>
      <table className={styles.payTable}>
        <thead>
          <tr>
            <th scope="col">{t('STAIR_STEP_COLUMN')}</th>
            <th scope="col">{t('STAIR_CRACKED_COLUMN')}</th>
            <th scope="col">{t('GAMES_MULTIPLIER')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((multiplier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{STAIR_CRACKED[index]} / 5</td>
              <td>×{numbers.multiplier(multiplier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
