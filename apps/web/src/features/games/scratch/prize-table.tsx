import { useTranslation } from 'react-i18next';

import type { ScratchTier } from '@casino/game-math';

import styles from './scratch.module.css';
import { ScratchSymbol } from './scratch-symbols';
import { oneIn, prizeTableOf } from './scratch-view';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The props of PrizeTable. */
export interface PrizeTableProps {
  tier: ScratchTier;
  /** The symbol just won, highlighted. */
  won?: string | undefined;
}

/** A tier's published prize table: three of a symbol, its multiplier and its chance. */
export function PrizeTable({ tier, won }: PrizeTableProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  return (
    <table className={styles.prizes} data-testid={`scratch-prizes-${tier}`}>
      <caption>{t('SCRATCH_PRIZE_TABLE', { tier: t(`SCRATCH_TIER_${tier.toUpperCase()}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('SCRATCH_MATCH_THREE')}</th>
          <th scope="col">{t('SCRATCH_PAYS')}</th>
          <th scope="col">{t('SCRATCH_CHANCE')}</th>
        </tr>
      </thead>
      <tbody>
        {prizeTableOf(tier).map((prize) => (
          <tr key={prize.symbol} className={prize.symbol === won ? styles.prizeWon : undefined}>
            <th scope="row">
              <span className={styles.prizeSymbols}>
                {[0, 1, 2].map((index) => (
                  <ScratchSymbol key={index} symbol={prize.symbol} className={styles.prizeSymbol} />
                ))}
              </span>
              <span className={styles.visuallyHidden}>
                {t(`SCRATCH_SYMBOL_${prize.symbol.toUpperCase()}`)}
              </span>
            </th>
            <td>×{numbers.count(prize.multiplier)}</td>
            <td>{t('SCRATCH_ONE_IN', { count: numbers.count(oneIn(prize.perMillion)) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
