import { floorToDecimals } from '@casino/game-math';

/** Why an amount cannot be sent, as a wallet language key with its values. */
export interface AmountProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Limits an amount is checked against. */
export interface AmountLimits {
  min: number;
  max: number;
  /** Decimals the currency allows for this operation. */
  decimals: number;
  /** The most the player can spend (the balance for a withdrawal); no cap when absent. */
  available?: number | undefined;
  /** Writes min and max for the message (with the currency); plain numbers when absent. */
  format?: ((value: number) => string) | undefined;
}

/** Reads what the player typed ("1.234,5" or "1234.5") as a number, or NaN when it is not one. */
export function parseAmountText(text: string): number {
  const cleaned = text.trim().replace(/\s/g, '');
  if (!cleaned) return Number.NaN;
  // The last of "." or "," is the decimal separator; the other one only groups thousands.
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  const decimal = lastComma > lastDot ? ',' : '.';
  const group = decimal === ',' ? '.' : ',';
  const normal = cleaned.split(group).join('').replace(decimal, '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** `value` floored (never rounded) to `decimals`, as a number. */
export function floorAmount(value: number, decimals: number): number {
  return Number(floorToDecimals(value, decimals));
}

/** Counts the decimals written in `value`. */
function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The first rule the amount breaks, or null when it can be sent as it is. */
export function checkAmount(value: number, limits: AmountLimits): AmountProblem | null {
  if (!Number.isFinite(value) || value <= 0) return { key: 'WALLET_AMOUNT_INVALID' };
  if (decimalsOf(value) > limits.decimals) {
    return { key: 'WALLET_AMOUNT_TOO_MANY_DECIMALS', values: { decimals: limits.decimals } };
  }
  const format = limits.format ?? ((amount: number) => amount);
  if (value < limits.min) return { key: 'WALLET_AMOUNT_BELOW_MIN', values: { min: format(limits.min) } };
  if (value > limits.max) return { key: 'WALLET_AMOUNT_ABOVE_MAX', values: { max: format(limits.max) } };
  if (limits.available !== undefined && value > limits.available)
    return { key: 'WALLET_AMOUNT_ABOVE_BALANCE' };
  return null;
}
