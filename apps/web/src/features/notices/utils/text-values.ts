import { translate } from '../../../lib/i18n/i18n';

/** A value named `amount` (or `…Amount`, `balance`) is money: shown with the currency, never as a bare number. */
const MONEY_VALUE = /(^|[a-z])(amount|Amount|balance|Balance)$/;

/**
 * The plain values of a push's extra, for the placeholders of its texts (nested objects are left out);
 * money values are written by `formatMoney` (R$ 10,00 in pt, not 10).
 */
export function textValues(
  extra: Record<string, unknown> | undefined,
  formatMoney?: (value: number) => string,
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(extra ?? {})) {
    if (typeof value === 'number' && formatMoney && MONEY_VALUE.test(name)) values[name] = formatMoney(value);
    else if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/** A language-pack key or plain text, translated with the push's values (money through `formatMoney`). */
export function pushText(
  keyOrText: string,
  extra?: Record<string, unknown>,
  formatMoney?: (value: number) => string,
): string {
  return keyOrText ? translate(keyOrText, textValues(extra, formatMoney)) : '';
}
