import { ladderPayTable, shownMultiplier, TOWER_DIFFICULTIES, TOWER_ROWS } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import styles from '../components/game-page.module.css';
import type { GameRulesProps } from '../game-board';
import { towerDifficultyOf } from './tower-board';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The tower rules and the pay table of the chosen difficulty, floor by floor. */
export function TowerRules({ options, terms }: GameRulesProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const difficulty = towerDifficultyOf(options.difficulty);
  const { columns, safe } = TOWER_DIFFICULTIES[difficulty];
  const rows = Array.from({ length: TOWER_ROWS }, () => ({ kind: 'pick' as const, size: columns, safe }));
  const table = ladderPayTable(rows, Math.round((terms?.rtp ?? 97) * 100)).map(shownMultiplier);
  return (
    <>
      <p>{t('TOWER_RULES_TEXT')}</p>
      <h3 className={styles.tableTitle}>
        {t('TOWER_PAY_TABLE', { difficulty: t(`TOWER_DIFFICULTY_${difficulty.toUpperCase()}`) })}
      </h3>
      <table className={styles.payTable}>
        <thead>
          <tr>
            <th scope="col">{t('TOWER_FLOOR_COLUMN')}</th>
            <th scope="col">{t('GAMES_MULTIPLIER')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((multiplier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>×{numbers.multiplier(multiplier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
