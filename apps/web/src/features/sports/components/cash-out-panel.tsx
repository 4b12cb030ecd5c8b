import type { SportsBetView } from '@casino/contracts';
import { minorToNumber, parseAmount, partialCashOut } from '@casino/game-math';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useServerNow } from '../../../lib/hooks/use-server-now';
import { useCashOut } from '../hooks/use-cash-out';
import styles from './bets.module.css';

/** The share of the offer a partial cash-out takes: 10 % to all of it, in steps of 10 %. */
const SHARE_MIN = 10;
const SHARE_STEP = 10;
const ALL = 100;
const TICK_MS = 250;

/** The inputs of CashOutPanel. */
export interface CashOutPanelProps {
  bet: SportsBetView;
  /** Formats an amount of the bet's currency. */
  format: (value: number) => string;
  /** Decimals of that currency. */
  decimals: number;
  /** The cash-out was paid: the bet as it stands now and the balance. */
  onCashedOut: (bet: SportsBetView, balance: number) => void;
}

/** Minor units of a major-unit amount of the currency (0 when it cannot be read). */
function minorOf(value: number, decimals: number): bigint {
  const parsed = parseAmount(value, decimals);
  return parsed.ok ? parsed.minor : 0n;
}

/**
 * Cash out: asks for an offer, shows it with a countdown to its expiry, lets the player take all of it or a
 * share (the rest of the stake keeps riding) and confirm. A new offer replaces one that moved or expired.
 */
export function CashOutPanel({ bet, format, decimals, onCashedOut }: CashOutPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const cash = useCashOut(bet, onCashedOut);
  const [share, setShare] = useState(ALL);
  const { quote, phase } = cash;
  const now = useServerNow(quote !== null, TICK_MS);

  if (!quote) {
    return (
      <div className={styles.cashOut}>
        <button
          type="button"
          className={styles.cashOutButton}
          onClick={() => void cash.requestQuote()}
          disabled={phase === 'quoting'}
          aria-busy={phase === 'quoting'}
          data-testid="cash-out"
        >
          {phase === 'quoting' ? t('SPORTS_CASH_OUT_QUOTING') : t('SPORTS_CASH_OUT')}
        </button>
        {cash.error ? (
          <p className={styles.error} role="alert">
            {cash.error}
          </p>
        ) : null}
      </div>
    );
  }

  const secondsLeft = Math.max(0, Math.ceil((quote.expiresAt - now) / 1000));
  const expired = now >= quote.expiresAt;
  const quoteMinor = minorOf(quote.amount, decimals);
  const amountMinor = (quoteMinor * BigInt(share)) / BigInt(ALL);
  const partial = share < ALL && amountMinor > 0n;
  const amount = minorToNumber(partial ? amountMinor : quoteMinor, decimals);
  const stakeLeft =
    partial && quoteMinor > 0n
      ? minorToNumber(
          partialCashOut(quoteMinor, minorOf(bet.stakeLeft, decimals), amountMinor).stakeLeftMinor,
          decimals,
        )
      : 0;
  const busy = phase === 'confirming' || phase === 'quoting';

  return (
    <div className={styles.offer} role="group" aria-labelledby={`${ids}-offer`} data-testid="cash-out-offer">
      {cash.requoted ? (
        <p className={styles.requoted} role="status">
          {t('SPORTS_CASH_OUT_NEW_OFFER')}
        </p>
      ) : null}
      <p id={`${ids}-offer`} className={styles.offerLine}>
        <span>{t('SPORTS_CASH_OUT_OFFER')}</span>
        <strong data-testid="cash-out-amount">{format(quote.amount)}</strong>
      </p>
      <p className={styles.expiry} data-testid="cash-out-expiry">
        {expired ? t('SPORTS_CASH_OUT_EXPIRED') : t('SPORTS_CASH_OUT_EXPIRES', { seconds: secondsLeft })}
      </p>
      <div className={styles.share}>
        <label htmlFor={`${ids}-share`} className={styles.shareLabel}>
          {t('SPORTS_CASH_OUT_SHARE', { share })}
        </label>
        <input
          id={`${ids}-share`}
          type="range"
          min={SHARE_MIN}
          max={ALL}
          step={SHARE_STEP}
          value={share}
          disabled={busy}
          onInput={(event) => setShare(Number(event.currentTarget.value))}
          aria-valuetext={t('SPORTS_CASH_OUT_SHARE_VALUE', { share, amount: format(amount) })}
          data-testid="cash-out-share"
        />
        {partial ? (
          <p className={styles.muted}>{t('SPORTS_CASH_OUT_STAKE_LEFT', { amount: format(stakeLeft) })}</p>
        ) : null}
      </div>
      {cash.error ? (
        <p className={styles.error} role="alert">
          {cash.error}
        </p>
      ) : null}
      <div className={styles.offerActions}>
        <button type="button" className={styles.ghost} onClick={cash.cancel} disabled={busy}>
          {t('SPORTS_CANCEL')}
        </button>
        {expired ? (
          <button
            type="button"
            className={styles.cashOutButton}
            onClick={() => void cash.requestQuote()}
            disabled={busy}
            data-testid="cash-out-refresh"
          >
            {t('SPORTS_CASH_OUT_REFRESH')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.cashOutButton}
            onClick={() => void cash.confirm(partial ? amount : null)}
            disabled={busy}
            aria-busy={phase === 'confirming'}
            data-testid="cash-out-confirm"
          >
            {t('SPORTS_CASH_OUT_CONFIRM', { amount: format(amount) })}
          </button>
        )}
      </div>
    </div>
  );
}
