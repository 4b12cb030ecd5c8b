import type { LotteryBetView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { selectionName } from '../utils/bet-options';
import type { DemoBet } from '../utils/demo-bets';
import styles from './lottery.module.css';

/** The inputs of MyBetsList. */
export interface MyBetsListProps {
  loggedIn: boolean;
  bets: readonly LotteryBetView[];
  /** Practice bets of this page (shown apart, labelled DEMO). */
  demoBets: readonly DemoBet[];
  format: (value: number) => string;
  /** Formats a practice amount (no currency). */
  formatDemo: (value: number) => string;
}

const STATUS_CLASS: Record<string, string | undefined> = { WON: styles.won, LOST: styles.lost };

/** The player's bets in the room (status and win) and the page's practice bets. */
export function MyBetsList({ loggedIn, bets, demoBets, format, formatDemo }: MyBetsListProps) {
  const { t } = useTranslation();
  const rows = [
    ...demoBets.map((bet) => ({
      ...bet,
      key: `demo-${bet.id}`,
      testId: `lottery-demo-bet-${bet.id}`,
      demo: true,
    })),
    ...bets.map((bet) => ({ ...bet, key: `bet-${bet.id}`, testId: `lottery-my-bet-${bet.id}`, demo: false })),
  ];
  if (rows.length === 0) {
    return <p className={styles.muted}>{t(loggedIn ? 'LOTTERY_NO_BETS' : 'LOTTERY_LOG_IN_FOR_BETS')}</p>;
  }
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('LOTTERY_PERIOD')}</th>
          <th scope="col">{t('LOTTERY_CARD_SELECTION')}</th>
          <th scope="col">{t('LOTTERY_CARD_AMOUNT')}</th>
          <th scope="col">{t('LOTTERY_STATUS')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bet) => {
          const money = bet.demo ? formatDemo : format;
          return (
            <tr key={bet.key} data-testid={bet.testId}>
              <td className={styles.mono}>
                {bet.termLabel}
                {bet.demo ? <span className={styles.demoBadge}>{t('LOTTERY_DEMO_BADGE')}</span> : null}
              </td>
              <td>{selectionName(t, bet.gameId, bet.selection)}</td>
              <td>{money(bet.betAmount)}</td>
              <td className={STATUS_CLASS[bet.status] ?? ''}>
                {t(`LOTTERY_BET_${bet.status}`)}
                {bet.status === 'WON' ? ` +${money(bet.winAmount)}` : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
