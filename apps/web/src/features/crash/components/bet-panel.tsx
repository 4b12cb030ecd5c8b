import { STATUS, type CrashBetView, type CrashGameId, type CrashRoundView } from '@casino/contracts';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { newRequestId } from '../../../lib/api/request-id';
import { useServerNow } from '../../../lib/hooks/use-server-now';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { placeCrashBet } from '../api/place-crash-bet';
import { stopCrashBet } from '../api/stop-crash-bet';
import {
  amountText,
  checkAutoCashOut,
  checkCrashBet,
  clampCrashBet,
  type CrashBetLimits,
} from '../utils/bet-form';
import { playCrashSound } from '../utils/crash-sound';
import { payoutAt, shownMultiplier } from '../utils/curve';
import styles from './crash.module.css';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { withMoneyValues } from '../../../lib/money/money-values';

/** A bet panel's inputs. */
export interface BetPanelProps {
  gameId: CrashGameId;
  /** 0, or 1 for aviator's second panel. */
  slot: number;
  round: CrashRoundView | null;
  /** The player's bet of this panel that concerns the round, if any. */
  mine: CrashBetView | undefined;
  /** Records the server's answer (a bet placed, a cash-out). */
  onMine: (bet: CrashBetView) => void;
  limits: CrashBetLimits;
  defaultBet: number;
  quickChips: readonly number[];
  loggedIn: boolean;
  /** Formats an amount in the player's currency. */
  format: (value: number) => string;
  /** Receives this panel's main action (bet or cash out), for the Space key. */
  actionRef?: MutableRefObject<(() => void) | null>;
}

/**
 * One bet: amount (min/default, quick chips, ½ and ×2), an optional auto cash-out, and one button that
 * bets (on this round while it takes bets, else queued for the next) or cashes out the flying bet.
 */
export function BetPanel(props: BetPanelProps) {
  const { gameId, slot, round, mine, onMine, limits, defaultBet, quickChips, loggedIn, format, actionRef } =
    props;
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const ids = useId();
  const [text, setText] = useState<string | null>(null);
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState(() => numbers.multiplier(2));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const amount = text ?? amountText(defaultBet, limits.decimals);
  const amountCheck = checkCrashBet(amount, limits);
  const autoCheck = autoOn ? checkAutoCashOut(autoText) : ({ ok: true, value: undefined } as const);
  const flying = mine?.status === 'OPEN' && round?.status === 'FLYING' && mine.roundId === round.id;
  const waiting = mine?.status === 'OPEN' && round?.status === 'BETTING';
  const queued = mine?.status === 'QUEUED';
  const locked = busy || flying || waiting || queued;
  const now = useServerNow(flying);
  const live = shownMultiplier(round, now);

  // A win (manual or automatic, told by the room) and a loss sound once each.
  const settled = useRef<string | null>(null);
  useEffect(() => {
    const key = mine ? `${mine.id}:${mine.status}` : null;
    if (!mine || settled.current === key) return;
    if (settled.current !== null && mine.status === 'WON') playCrashSound('cashOut');
    settled.current = key;
  }, [mine]);

  const bet = async () => {
    if (!loggedIn) {
      useUiStore.getState().openLogin('login');
      return;
    }
    if (!amountCheck.ok || !autoCheck.ok || locked) return;
    setBusy(true);
    setError(null);
    const answer = await placeCrashBet(gameId, {
      betAmount: amountCheck.value,
      autoCashOut: autoCheck.value,
      slot,
      requestId: newRequestId('c'),
    });
    setBusy(false);
    if (answer.status === STATUS.SUCCESS && answer.model) {
      playCrashSound('bet');
      onMine(answer.model);
      const balance = (answer.extra as { balance?: unknown } | undefined)?.balance;
      const { user, setUser } = useSessionStore.getState();
      if (user && typeof balance === 'number') setUser({ ...user, balance });
    } else if (answer.status !== STATUS.RECHARGE_REQUIRED) {
      setError(translateServerMessage(answer.status, answer.message, answer.extra));
    }
  };

  const cashOut = async () => {
    if (!flying || busy) return;
    setBusy(true);
    setError(null);
    const answer = await stopCrashBet(gameId, slot);
    setBusy(false);
    if (answer.status === STATUS.SUCCESS && answer.model) onMine(answer.model);
    else if (answer.status === STATUS.ROUND_FINISHED) setError(t('CRASH_TOO_LATE'));
    else setError(translateServerMessage(answer.status, answer.message, answer.extra));
  };

  const primary = () => void (flying ? cashOut() : bet());
  useEffect(() => {
    if (!actionRef) return undefined;
    actionRef.current = primary;
    return () => {
      actionRef.current = null;
    };
  });

  const set = (value: number) => setText(amountText(clampCrashBet(value, limits), limits.decimals));
  const current = amountCheck.ok ? amountCheck.value : limits.minBet;
  const title = gameId === 'aviator' ? t('AVIATOR_PANEL', { number: slot + 1 }) : t('CRASH_PANEL');

  return (
    <section className={styles.betPanel} aria-label={title} data-testid={`crash-panel-${slot}`}>
      {gameId === 'aviator' ? <h2 className={styles.panelTitle}>{title}</h2> : null}
      <div className={styles.amountRow}>
        <label htmlFor={`${ids}-amount`} className={styles.fieldLabel}>
          {t('CRASH_BET_AMOUNT')}
        </label>
        <span className={styles.limits}>
          {/* Until the game's terms arrive the maximum is unknown: a blank that keeps the line, not a made-up number. */}
          {limits.maxBet < Number.MAX_SAFE_INTEGER
            ? t('CRASH_BET_LIMITS', { min: format(limits.minBet), max: format(limits.maxBet) })
            : '\u00a0'}
        </span>
      </div>
      <div className={`${styles.amountField} ${amountCheck.ok ? '' : styles.invalid}`}>
        <button
          type="button"
          className={styles.step}
          disabled={locked}
          onClick={() => set(current / 2)}
          aria-label={t('CRASH_BET_HALF')}
        >
          ½
        </button>
        <input
          id={`${ids}-amount`}
          className={styles.amountInput}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={locked}
          aria-invalid={!amountCheck.ok}
          aria-describedby={amountCheck.ok ? undefined : `${ids}-amount-error`}
          onChange={(event) => setText(event.target.value)}
          data-testid={`crash-amount-${slot}`}
        />
        <button
          type="button"
          className={styles.step}
          disabled={locked}
          onClick={() => set(current * 2)}
          aria-label={t('CRASH_BET_DOUBLE')}
        >
          ×2
        </button>
      </div>
      {amountCheck.ok ? null : (
        <p id={`${ids}-amount-error`} className={styles.fieldError} role="alert">
          {t(amountCheck.messageKey, withMoneyValues(amountCheck.values, format))}
        </p>
      )}
      <div className={styles.chips} role="group" aria-label={t('CRASH_QUICK_BETS')}>
        {[limits.minBet, ...quickChips.filter((chip) => chip !== limits.minBet)].slice(0, 4).map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.chip}
            disabled={locked}
            aria-pressed={amountCheck.ok && amountCheck.value === chip}
            onClick={() => set(chip)}
          >
            {format(chip)}
          </button>
        ))}
      </div>
      <div className={styles.autoRow}>
        <label className={styles.autoToggle}>
          <input
            type="checkbox"
            checked={autoOn}
            disabled={locked}
            onChange={(event) => setAutoOn(event.target.checked)}
            data-testid={`crash-auto-on-${slot}`}
          />
          <span>{t('CRASH_AUTO_CASH_OUT')}</span>
        </label>
        <input
          className={`${styles.autoInput} ${autoCheck.ok ? '' : styles.invalid}`}
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('CRASH_AUTO_TARGET')}
          value={autoText}
          disabled={locked || !autoOn}
          aria-invalid={!autoCheck.ok}
          onChange={(event) => setAutoText(event.target.value)}
          data-testid={`crash-auto-${slot}`}
        />
        <span className={styles.autoX} aria-hidden="true">
          x
        </span>
      </div>
      {autoCheck.ok ? null : (
        <p className={styles.fieldError} role="alert">
          {t(autoCheck.messageKey, autoTargetValues(autoCheck.values, numbers.multiplier))}
        </p>
      )}
      {flying ? (
        <button
          type="button"
          className={`${styles.action} ${styles.actionCashOut}`}
          disabled={busy}
          onClick={() => void cashOut()}
          data-testid={`crash-cash-out-${slot}`}
        >
          <span>{t('CRASH_CASH_OUT')}</span>
          <span className={styles.actionSub}>{format(payoutAt(mine.betAmount, live, limits.decimals))}</span>
        </button>
      ) : (
        <button
          type="button"
          className={styles.action}
          disabled={locked || (loggedIn && (!amountCheck.ok || !autoCheck.ok))}
          onClick={() => void bet()}
          data-testid={`crash-bet-${slot}`}
        >
          {actionLabel(t, { loggedIn, waiting, queued, busy, roundStatus: round?.status })}
        </button>
      )}
      <p className={styles.panelStatus} aria-live="polite" data-testid={`crash-status-${slot}`}>
        {error ??
          statusLine(
            t,
            mine,
            round,
            { money: format, multiplier: numbers.multiplier },
            autoOn && autoCheck.ok ? autoCheck.value : undefined,
          )}
      </p>
    </section>
  );
}

/** The auto cash-out message's values, its minimum target written in the language (1,01 in pt). */
function autoTargetValues(
  values: Readonly<Record<string, number | string>> | undefined,
  multiplier: (value: number) => string,
): Record<string, number | string> {
  const min = values?.min;
  return { ...values, ...(typeof min === 'number' ? { min: multiplier(min) } : {}) };
}

function actionLabel(
  t: (key: string) => string,
  state: {
    loggedIn: boolean;
    waiting: boolean;
    queued: boolean;
    busy: boolean;
    roundStatus?: string | undefined;
  },
): string {
  if (!state.loggedIn) return t('CRASH_LOG_IN_TO_BET');
  if (state.busy) return t('CRASH_SENDING');
  if (state.waiting) return t('CRASH_WAITING_TAKE_OFF');
  if (state.queued) return t('CRASH_QUEUED_BUTTON');
  return t(state.roundStatus === 'BETTING' ? 'CRASH_BET' : 'CRASH_BET_NEXT_ROUND');
}

function statusLine(
  t: (key: string, values?: Record<string, string>) => string,
  mine: CrashBetView | undefined,
  round: CrashRoundView | null,
  formats: { money: (value: number) => string; multiplier: (value: number) => string },
  chosenTarget: number | undefined,
): string {
  const format = formats.money;
  if (!mine) return round?.status === 'BETTING' ? t('CRASH_HINT_BETTING') : t('CRASH_HINT_FLYING');
  const amount = format(mine.betAmount);
  if (mine.status === 'QUEUED') return t('CRASH_STATE_QUEUED', { amount });
  if (mine.status === 'WON') {
    return t('CRASH_STATE_WON', {
      multiplier: formats.multiplier(mine.cashedOutAt ?? 1),
      amount: format(mine.winAmount),
    });
  }
  if (mine.status === 'LOST') return t('CRASH_STATE_LOST', { amount });
  // Without a target the server sets the max-win cap as one: only a target the player chose is shown.
  const target =
    chosenTarget !== undefined && mine.autoCashOut === chosenTarget ? formats.multiplier(chosenTarget) : null;
  if (round?.status === 'FLYING') {
    return target ? t('CRASH_STATE_FLYING_AUTO', { amount, target }) : t('CRASH_STATE_FLYING', { amount });
  }
  return target ? t('CRASH_STATE_PLACED_AUTO', { amount, target }) : t('CRASH_STATE_PLACED', { amount });
}
