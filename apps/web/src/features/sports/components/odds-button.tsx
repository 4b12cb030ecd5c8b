import type { SportsEventView, SportsMarketView, SportsOutcomeView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { usePriceFlash } from '../hooks/use-price-flash';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { eventOpen, selectionKey, selectionOf } from '../utils/bet-slip';
import { formatOdds } from '../utils/odds-format';
import styles from './sports.module.css';

/** The inputs of OddsButton. */
export interface OddsButtonProps {
  event: SportsEventView;
  market: SportsMarketView;
  outcome: SportsOutcomeView;
  /** A short label above the price (1, X, 2 in lists; the outcome's name on the event page). */
  label?: string;
}

/**
 * One price: pressing it puts the outcome on the slip or takes it off. A moved price is marked up or down for
 * two seconds; a suspended market shows a lock and cannot be pressed.
 */
export function OddsButton({ event, market, outcome, label }: OddsButtonProps) {
  const { t } = useTranslation();
  const key = selectionKey({ eventId: event.id, marketId: market.id, outcomeId: outcome.id });
  const selected = useBetSlipStore((state) => state.selections.some((each) => selectionKey(each) === key));
  const toggle = useBetSlipStore((state) => state.toggle);
  const move = usePriceFlash(outcome.odds);
  const bettable = eventOpen(event) && market.state === 'active' && outcome.active;
  const { name } = outcome;
  const odds = formatOdds(outcome.odds);
  const moveText = move === 'up' ? t('SPORTS_ODDS_UP') : move === 'down' ? t('SPORTS_ODDS_DOWN') : '';
  return (
    <button
      type="button"
      className={`${styles.odds} ${move === 'up' ? styles.oddsUp : move === 'down' ? styles.oddsDown : ''}`}
      aria-pressed={selected}
      disabled={!bettable}
      aria-label={
        bettable ? [name, odds, moveText].filter(Boolean).join(', ') : t('SPORTS_ODDS_LOCKED', { name })
      }
      onClick={() => toggle(selectionOf(event, market, outcome))}
      data-testid="odds-button"
      data-event={event.id}
      data-market={market.id}
      data-outcome={outcome.id}
      data-move={move ?? undefined}
    >
      {label ? <span className={styles.oddsLabel}>{label}</span> : null}
      <span className={styles.oddsValue}>{bettable ? odds : <LockIcon />}</span>
      {move && bettable ? (
        <span
          className={`${styles.arrow} ${move === 'up' ? styles.arrowUp : styles.arrowDown}`}
          aria-hidden="true"
        >
          {move === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
    </button>
  );
}

/** A padlock: the market takes no bets now. Decorative (the button's label says so). */
export function LockIcon() {
  return (
    <svg
      className={styles.lock}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}
