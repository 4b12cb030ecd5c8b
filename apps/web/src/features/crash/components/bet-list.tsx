import type { CrashBetView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import styles from './crash.module.css';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** A bet table's inputs. */
export interface BetListProps {
  bets: readonly CrashBetView[];
  /** Formats an amount in its currency. */
  format: (value: number) => string;
  /** Says the list is empty. */
  emptyKey: string;
  /** Show the round number instead of the player (the player's own history). */
  showRound?: boolean;
  testId: string;
}

/** Bets with their player (or round), stake, cash-out multiplier and win; settled ones coloured. */
export function BetList({ bets, format, emptyKey, showRound = false, testId }: BetListProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  if (bets.length === 0) {
    return (
      <p className={styles.empty} data-testid={testId}>
        {t(emptyKey)}
      </p>
    );
  }
  return (
    <table className={styles.betTable} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t(showRound ? 'CRASH_COL_ROUND' : 'CRASH_COL_PLAYER')}</th>
          <th scope="col">{t('CRASH_COL_BET')}</th>
          <th scope="col">{t('CRASH_COL_AT')}</th>
          <th scope="col">{t('CRASH_COL_WIN')}</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr
            key={bet.id}
            className={bet.status === 'WON' ? styles.rowWon : bet.status === 'LOST' ? styles.rowLost : ''}
            data-testid="crash-bet-row"
            data-status={bet.status}
          >
            <td className={styles.player}>{showRound ? (bet.roundNumber ?? t('CRASH_NEXT')) : bet.player}</td>
            <td>{format(bet.betAmount)}</td>
            <td data-testid="crash-bet-at">
              {bet.cashedOutAt !== null
                ? `${numbers.multiplier(bet.cashedOutAt)}x`
                : t(`CRASH_BET_${bet.status}`)}
            </td>
            <td>{bet.status === 'WON' ? format(bet.winAmount) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
