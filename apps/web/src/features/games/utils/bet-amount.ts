/** The limits a bet amount is checked against before it is sent. */
export interface BetLimits {
  minBet: number;
  maxBet: number;
  /** Decimals of the currency (2 for BRL). */
  decimals: number;
  /** What the player (or the demo wallet) holds now; undefined when unknown. */
  balance?: number;
}

/** A typed amount's verdict: the amount, or a language-pack key saying what is wrong with it. */
export type BetAmountCheck =
  { ok: true; amount: number } | { ok: false; messageKey: string; values?: Record<string, number | string> };

/** "5", "5.5", "5,50" and " 12 " are amounts; anything else is not (no signs, no exponents, no groups). */
const AMOUNT_TEXT = /^\d{1,12}(?:[.,]\d*)?$/;

/** Checks a typed bet amount against the terms and the balance, saying clearly what is wrong. */
export function checkBetAmount(text: string, limits: BetLimits): BetAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, messageKey: 'GAMES_BET_REQUIRED' };
  if (!AMOUNT_TEXT.test(trimmed)) return { ok: false, messageKey: 'GAMES_BET_NOT_A_NUMBER' };
  const [, fraction = ''] = trimmed.replace(',', '.').split('.');
  if (fraction.length > limits.decimals) {
    return { ok: false, messageKey: 'GAMES_BET_TOO_PRECISE', values: { decimals: limits.decimals } };
  }
  const amount = Number(trimmed.replace(',', '.'));
  if (amount < limits.minBet)
    return { ok: false, messageKey: 'GAMES_BET_BELOW_MIN', values: { min: limits.minBet } };
  if (amount > limits.maxBet)
    return { ok: false, messageKey: 'GAMES_BET_ABOVE_MAX', values: { max: limits.maxBet } };
  if (limits.balance !== undefined && amount > limits.balance) {
    return { ok: false, messageKey: 'GAMES_BET_ABOVE_BALANCE' };
  }
  return { ok: true, amount };
}

/** `amount` floored to `decimals` and held inside [minBet, maxBet]. */
export function clampBet(amount: number, limits: BetLimits): number {
  const scale = 10 ** limits.decimals;
  const floored = Math.floor(amount * scale + 1e-9) / scale;
  return Math.min(limits.maxBet, Math.max(limits.minBet, floored));
}

/** The ½ button: half the amount, never below the minimum. */
export function halveBet(amount: number, limits: BetLimits): number {
  return clampBet(amount / 2, limits);
}

/** The ×2 button: twice the amount, never above the maximum. */
export function doubleBet(amount: number, limits: BetLimits): number {
  return clampBet(amount * 2, limits);
}

/** An amount as the input shows it: no trailing zeros beyond what the currency has. */
export function betText(amount: number, decimals: number): string {
  return String(Number(amount.toFixed(decimals)));
}
