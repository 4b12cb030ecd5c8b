import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { betText, checkBetAmount, doubleBet, halveBet, type BetLimits } from '../utils/bet-amount';
import styles from './game-page.module.css';
import { withMoneyValues } from '../../../lib/money/money-values';

/** The bet amount control's inputs. */
export interface BetControlProps {
  /** The amount as typed. */
  text: string;
  /** The typed text changed (or a chip, ½ or ×2 set it). */
  onTextChange: (text: string) => void;
  /** The limits from the game's terms and the balance played with. */
  limits: BetLimits;
  /** Quick amounts from the terms. */
  quickChips: readonly number[];
  /** A round is open or a call is on its way. */
  disabled: boolean;
  /** Formats an amount in the game's currency. */
  format: (value: number) => string;
}

/**
 * The bet amount: a typed field checked as the player types (the message says what is wrong), ½ and ×2,
 * and quick chips from the terms. Min and max come from the terms.
 */
export function BetControl({ text, onTextChange, limits, quickChips, disabled, format }: BetControlProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const check = checkBetAmount(text, limits);
  const current = check.ok ? check.amount : limits.minBet;
  const set = (amount: number) => onTextChange(betText(amount, limits.decimals));

  return (
    <div className={styles.betControl}>
      <div className={styles.betLabelRow}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {t('GAMES_BET_AMOUNT')}
        </label>
        <span className={styles.limits}>
          {/* Until the game's terms arrive the maximum is unknown: a blank that keeps the line, not a made-up number. */}
          {limits.maxBet < Number.MAX_SAFE_INTEGER
            ? t('GAMES_BET_LIMITS', { min: format(limits.minBet), max: format(limits.maxBet) })
            : '\u00a0'}
        </span>
      </div>
      <div className={`${styles.betRow} ${check.ok ? '' : styles.betRowInvalid}`}>
        <input
          id={inputId}
          className={styles.betInput}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={!check.ok}
          aria-describedby={check.ok ? undefined : messageId}
          onChange={(event) => onTextChange(event.target.value)}
          data-testid="bet-amount"
        />
        <button
          type="button"
          className={styles.betStep}
          disabled={disabled}
          onClick={() => set(halveBet(current, limits))}
          aria-label={t('GAMES_BET_HALF')}
        >
          ½
        </button>
        <button
          type="button"
          className={styles.betStep}
          disabled={disabled}
          onClick={() => set(doubleBet(current, limits))}
          aria-label={t('GAMES_BET_DOUBLE')}
        >
          ×2
        </button>
      </div>
      {check.ok ? null : (
        <p id={messageId} className={styles.fieldError} role="alert">
          {t(check.messageKey, withMoneyValues(check.values, format))}
        </p>
      )}
      <div className={styles.chips} role="group" aria-label={t('GAMES_QUICK_BETS')}>
        {quickChips.map((chip) => (
          <button
            key={chip}
            type="button"
            className={`${styles.chip} ${check.ok && check.amount === chip ? styles.chipActive : ''}`}
            disabled={disabled}
            aria-pressed={check.ok && check.amount === chip}
            onClick={() => set(chip)}
          >
            {format(chip)}
          </button>
        ))}
      </div>
    </div>
  );
}
