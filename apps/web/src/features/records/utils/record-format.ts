import { displayAmount, findCurrency } from '../../../lib/money/format-amount';
import { localeOf } from '../../../lib/i18n/language';
import { getSiteConfig } from '../../../lib/site/site-config';

/** How the record page writes money, multipliers and times in the active language. */
export interface RecordFormat {
  /** "R$ 12,59": floored to the currency's decimals (spec §5). */
  money(value: number, currencyId: string): string;
  /** "2.14x". */
  multiplier(value: number): string;
  /** A date and time, e.g. "25/11/2026 01:40:10". */
  time(epochMs: number): string;
}

/** The record page's formatters for `language`. */
export function recordFormat(language: string): RecordFormat {
  const locale = localeOf(language);
  const currencies = getSiteConfig().currencies;
  const multiplier = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return {
    money(value, currencyId) {
      const { symbol, amount } = displayAmount(value, findCurrency(currencies, currencyId), language);
      return symbol ? `${symbol} ${amount}` : `${amount} ${currencyId}`;
    },
    multiplier: (value) => `${multiplier.format(value)}x`,
    time: (epochMs) => time.format(epochMs),
  };
}
