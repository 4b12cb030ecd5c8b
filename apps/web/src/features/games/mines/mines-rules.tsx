import { MINES_TILES, minesMultiplier, shownMultiplier } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import type { GameRulesProps } from '../game-board';
import { optionOf } from '../game-manifest';
import styles from '../components/game-page.module.css';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The mines rules and the pay table for the chosen number of mines. */
export function MinesRules({ options, terms }: GameRulesProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const mines = Number(optionOf('mines', 'mines', options));
  const rtpBasisPoints = Math.round((terms?.rtp ?? 97) * 100);
  const gems = Array.from({ length: MINES_TILES - mines }, (_, index) => index + 1);
  return (
    <>
      <p>{t('MINES_RULES_TEXT')}</p>
      <h3 className={styles.tableTitle}>{t('MINES_PAY_TABLE', { mines })}</h3>
      <table className={styles.payTable} data-testid="mines-pay-table">
        <thead>
          <tr>
            <th scope="col">{t('MINES_GEMS_FOUND')}</th>
            <th scope="col">{t('GAMES_MULTIPLIER')}</th>
          </tr>
        </thead>
        <tbody>
          {gems.map((found) => (
            <tr key={found}>
              <td>{found}</td>
              <td>×{numbers.multiplier(shownMultiplier(minesMultiplier(mines, found, rtpBasisPoints)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
