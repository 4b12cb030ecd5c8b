import {
  STATUS,
  type Envelope,
  type LotteryBetView,
  type LotteryChatMessage,
  type LotteryRoomState,
} from '@casino/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { newRequestId } from '../../../lib/api/request-id';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { placeLotteryBet } from '../api/place-lottery-bet';
import { selectionName, type LotteryOption } from '../utils/bet-options';
import { playLotterySound } from '../utils/lottery-sound';
import { parseAmount, QUICK_AMOUNTS } from '../utils/amount';
import styles from './lottery.module.css';

/** The inputs of BetSheet. */
export interface BetSheetProps {
  state: LotteryRoomState;
  option: LotteryOption;
  /** Betting is still open on the current term. */
  open: boolean;
  loggedIn: boolean;
  /** Practice mode: the bet is held in the page, against the demo balance. */
  demo: boolean;
  /** Formats an amount in the player's currency. */
  format: (value: number) => string;
  /** Places a practice bet; false when the demo balance does not cover it. */
  onDemoBet: (amount: number) => boolean;
  /** Records a real bet placed (and its chat line when shared). */
  onPlaced: (bet: LotteryBetView, message: LotteryChatMessage | null) => void;
  onClose: () => void;
}

/**
 * A refused bet's sentence, with the stake still accepted (`maxBet`, e.g. when the period's payouts are near
 * their cap) shown as money in the player's currency.
 */
function betRefusalText(answer: Envelope, format: (value: number) => string): string {
  const extra = answer.extra as Record<string, unknown> | null | undefined;
  const values =
    extra && typeof extra === 'object' && typeof extra.maxBet === 'number'
      ? { ...extra, maxBet: format(extra.maxBet) }
      : answer.extra;
  return translateServerMessage(answer.status, answer.message, values);
}

/** The bet of one option: amount (quick amounts), share in the room, the total and Confirm. */
export function BetSheet(props: BetSheetProps) {
  const { state, option, open, loggedIn, demo, format, onDemoBet, onPlaced, onClose } = props;
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const ids = useId();
  const [text, setText] = useState('10');
  const [share, setShare] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => newRequestId('l'));
  const amountRef = useRef<HTMLInputElement>(null);
  const amount = parseAmount(text);
  const name = selectionName(t, state.room.gameId, option.selection);

  useEffect(() => {
    amountRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const change = (value: string) => {
    setText(value);
    setError(null);
    // A new amount is a new intent: a retry of the same one keeps its request id.
    setRequestId(newRequestId('l'));
  };

  const confirm = async () => {
    if (amount === null) {
      setError(t('LOTTERY_AMOUNT_INVALID'));
      return;
    }
    if (!open) {
      setError(t('LOTTERY_PHASE_CLOSED'));
      return;
    }
    if (demo) {
      if (onDemoBet(amount)) {
        playLotterySound('bet');
        onClose();
      } else setError(t('LOTTERY_DEMO_NO_BALANCE'));
      return;
    }
    if (!loggedIn) {
      useUiStore.getState().openLogin('login');
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await placeLotteryBet({
      roomId: state.room.id,
      termId: state.term.id,
      selection: option.selection,
      betAmount: amount,
      share,
      requestId,
    });
    setBusy(false);
    if (answer.status === STATUS.SUCCESS && answer.model) {
      playLotterySound('bet');
      const extra = answer.extra as { balance?: unknown; message?: LotteryChatMessage | null } | undefined;
      const { user, setUser } = useSessionStore.getState();
      if (user && typeof extra?.balance === 'number') setUser({ ...user, balance: extra.balance });
      onPlaced(answer.model, extra?.message ?? null);
      onClose();
    } else if (answer.status !== STATUS.RECHARGE_REQUIRED) {
      setError(betRefusalText(answer, format));
    }
  };

  return (
    <div className={styles.backdrop} onClick={onClose} role="presentation">
      <div
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        onClick={(event) => event.stopPropagation()}
        data-testid="lottery-bet-sheet"
      >
        <header className={styles.sheetHeader}>
          <h2 id={`${ids}-title`} className={styles.sheetTitle}>
            {t('LOTTERY_SHEET_TITLE', { name })}
            {demo ? <span className={styles.demoBadge}>{t('LOTTERY_DEMO_BADGE')}</span> : null}
          </h2>
          <button
            type="button"
            className={styles.closeButton}
            onClick={onClose}
            aria-label={t('LOTTERY_CLOSE')}
          >
            ×
          </button>
        </header>
        <p className={styles.sheetMeta}>
          {t('LOTTERY_SHEET_PAYS', {
            multiplier: numbers.multiplier(option.multiplier),
            label: state.term.label,
          })}
        </p>
        <label htmlFor={`${ids}-amount`} className={styles.fieldLabel}>
          {t('LOTTERY_AMOUNT')}
        </label>
        <input
          id={`${ids}-amount`}
          ref={amountRef}
          className={styles.input}
          inputMode="decimal"
          value={text}
          onInput={(event) => change(event.currentTarget.value)}
          aria-invalid={amount === null}
          data-testid="lottery-amount"
        />
        <div className={styles.chips} role="group" aria-label={t('LOTTERY_QUICK_AMOUNTS')}>
          {QUICK_AMOUNTS.map((chip) => (
            <button
              key={chip}
              type="button"
              className={`${styles.chip} ${amount === chip ? styles.chipOn : ''}`}
              aria-pressed={amount === chip}
              onClick={() => change(String(chip))}
            >
              {numbers.count(chip)}
            </button>
          ))}
        </div>
        {demo ? null : (
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              checked={share}
              onChange={(event) => setShare(event.currentTarget.checked)}
              data-testid="lottery-share"
            />
            {t('LOTTERY_SHARE')}
          </label>
        )}
        <p className={styles.total}>
          <span>{t('LOTTERY_TOTAL')}</span>
          <strong>{amount === null ? '—' : demo ? numbers.decimal(amount, 2) : format(amount)}</strong>
        </p>
        {error ? (
          <p className={styles.error} role="alert" data-testid="lottery-bet-error">
            {error}
          </p>
        ) : null}
        <div className={styles.sheetActions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('LOTTERY_CANCEL')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => void confirm()}
            data-testid="lottery-confirm"
          >
            {demo ? t('LOTTERY_CONFIRM_DEMO') : loggedIn ? t('LOTTERY_CONFIRM') : t('LOTTERY_LOG_IN_TO_BET')}
          </button>
        </div>
      </div>
    </div>
  );
}
