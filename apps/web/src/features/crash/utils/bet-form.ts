import { AUTO_CASH_OUT_MAX, AUTO_CASH_OUT_MIN } from '@casino/contracts';

/** The limits a bet amount is checked against before it is sent. */
export interface CrashBetLimits {
  minBet: number;
  maxBet: number;
  /** Decimals of the currency (2 for BRL). */
  decimals: number;
  /** What the player holds now; undefined when unknown (logged out). */
  balance?: number;
}

/** A field's verdict: the value, or a language-pack key saying what is wrong. */
export type FieldCheck<T> =
  { ok: true; value: T } | { ok: false; messageKey: string; values?: Record<string, number | string> };

const AMOUNT_TEXT = /^\d{1,12}(?:[.,]\d*)?$/;

/** Checks a typed bet amount against the game's limits and the balance. */
export function checkCrashBet(text: string, limits: CrashBetLimits): FieldCheck<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, messageKey: 'CRASH_BET_REQUIRED' };
  if (!AMOUNT_TEXT.test(trimmed)) return { ok: false, messageKey: 'CRASH_BET_NOT_A_NUMBER' };
  const [, fraction = ''] = trimmed.replace(',', '.').split('.');
  if (fraction.length > limits.decimals) {
    return { ok: false, messageKey: 'CRASH_BET_TOO_PRECISE', values: { decimals: limits.decimals } };
  }
  const amount = Number(trimmed.replace(',', '.'));
  if (amount < limits.minBet)
    return { ok: false, messageKey: 'CRASH_BET_BELOW_MIN', values: { min: limits.minBet } };
  if (amount > limits.maxBet)
    return { ok: false, messageKey: 'CRASH_BET_ABOVE_MAX', values: { max: limits.maxBet } };
  if (limits.balance !== undefined && amount > limits.balance) {
    return { ok: false, messageKey: 'CRASH_BET_ABOVE_BALANCE' };
  }
  return { ok: true, value: amount };
}

const TARGET_TEXT = /^\d{1,7}(?:[.,]\d{0,2})?$/;

/** Checks the auto cash-out target: empty means none; else a multiplier of at most two decimals, ≥ 1.01. */
export function checkAutoCashOut(text: string): FieldCheck<number | undefined> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  if (!TARGET_TEXT.test(trimmed)) return { ok: false, messageKey: 'CRASH_AUTO_INVALID' };
  const target = Number(trimmed.replace(',', '.'));
  if (target < AUTO_CASH_OUT_MIN) {
    return { ok: false, messageKey: 'CRASH_AUTO_TOO_LOW', values: { min: AUTO_CASH_OUT_MIN } };
  }
  if (target > AUTO_CASH_OUT_MAX) return { ok: false, messageKey: 'CRASH_AUTO_INVALID' };
  return { ok: true, value: target };
}

/** `amount` floored to the currency's decimals and held inside [minBet, maxBet]. */
export function clampCrashBet(amount: number, limits: CrashBetLimits): number {
  const scale = 10 ** limits.decimals;
  const floored = Math.floor(amount * scale + 1e-9) / scale;
  return Math.min(limits.maxBet, Math.max(limits.minBet, floored));
}

/** An amount as the field shows it: no trailing zeros beyond the currency's decimals. */
export function amountText(amount: number, decimals: number): string {
  return String(Number(amount.toFixed(decimals)));
}
