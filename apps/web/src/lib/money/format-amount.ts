import type { Currency } from '@casino/contracts';
import { floorToDecimals, resolveDecimalLength } from '@casino/game-math';

import { localeOf } from '../i18n/language';

interface Separators {
  group: string;
  decimal: string;
}

function separatorsOf(language: string): Separators {
  const parts = new Intl.NumberFormat(localeOf(language)).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Writes a plain decimal text ('-1234.50') with the language's separators ('-1.234,50' in pt). Works on
 * the text, so the digits floorToDecimals produced are never rounded again by a float formatter.
 */
export function localizeDecimalText(text: string, language: string): string {
  const { group, decimal } = separatorsOf(language);
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** The currency of `currencyId` in the site configuration, if configured. */
export function findCurrency(
  currencies: readonly Currency[],
  currencyId: string | undefined,
): Currency | undefined {
  return currencyId === undefined ? undefined : currencies.find((currency) => currency.id === currencyId);
}

/** An amount shown to the player: floored (never rounded) to the currency's decimals, spec §5. */
export interface DisplayAmount {
  symbol: string;
  amount: string;
}

/** The symbol and floored, localised amount of `value` in `currency` (9 decimals when unconfigured). */
export function displayAmount(
  value: number,
  currency: Currency | undefined,
  language: string,
  fallbackSymbol = '',
): DisplayAmount {
  const decimals = resolveDecimalLength(currency?.decimalLength);
  return {
    symbol: currency?.symbol ?? fallbackSymbol,
    amount: localizeDecimalText(floorToDecimals(value, decimals), language),
  };
}

/** "R$ 1,234.56": the symbol, a space and the floored, localised amount (the amount alone without a symbol). */
export function moneyText(
  value: number,
  currency: Currency | undefined,
  language: string,
  fallbackSymbol = '',
): string {
  const { symbol, amount } = displayAmount(value, currency, language, fallbackSymbol);
  return symbol ? `${symbol} ${amount}` : amount;
}
