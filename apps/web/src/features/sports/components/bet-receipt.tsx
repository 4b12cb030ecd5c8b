import type { SportsBetView } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { betKindName } from '../utils/bet-names';
import { formatOdds } from '../utils/odds-format';
import styles from './slip.module.css';

/** The inputs of BetReceipt. */
export interface BetReceiptProps {
  /** The bets just placed. */
  bets: SportsBetView[];
  /** Formats an amount of the balance they were paid from. */
  format: (value: number) => string;
  onClose: () => void;
}

/** The bets a placing made, each with its legs, stake and potential win; announced to screen readers. */
export function BetReceipt({ bets, format, onClose }: BetReceiptProps) {
  const { t } = useTranslation();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <div className={styles.receipt} role="status" data-testid="bet-receipt">
      <h3 className={styles.receiptTitle}>{t('SPORTS_RECEIPT_TITLE', { count: bets.length })}</h3>
      <ul className={styles.receiptBets}>
        {bets.map((bet) => (
          <li key={bet.id} className={styles.receiptBet} data-testid="receipt-bet" data-bet={bet.id}>
            <strong>
              {betKindName(t, bet)} · #{bet.id}
            </strong>
            {bet.legs.map((leg) => (
              <span key={`${leg.eventId}/${leg.marketId}`} className={styles.receiptLine}>
                <span>
                  {leg.outcomeName} · {leg.marketName}
                </span>
                <span>{formatOdds(leg.odds)}</span>
              </span>
            ))}
            <span className={styles.receiptLine}>
              <span>{t('SPORTS_SLIP_TOTAL_STAKE')}</span>
              <span>{format(bet.totalStake)}</span>
            </span>
            <span className={styles.receiptLine}>
              <span>{t('SPORTS_SLIP_POTENTIAL_WIN')}</span>
              <span>{format(bet.potentialWin)}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        ref={done}
        className={styles.secondary}
        onClick={onClose}
        data-testid="receipt-done"
      >
        {t('SPORTS_RECEIPT_DONE')}
      </button>
    </div>
  );
}
