import { resolveDecimalLength } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { accountView, useSessionStore } from '../session/user-store';
import { getSiteConfig } from '../site/site-config';
import { displayAmount, findCurrency, moneyText } from './format-amount';

/**
 * The player's currency (or `currencyId`'s, for a balance kept in another, such as a visitor's demo wallet)
 * and a formatter for amounts in it (floored to its decimals, spec §5).
 */
export function useMoney(currencyId?: string) {
  const { i18n } = useTranslation();
  const account = accountView(useSessionStore((state) => state.user));
  const siteConfig = getSiteConfig();
  const currency = findCurrency(
    siteConfig.currencies,
    currencyId ?? account.currencyId ?? siteConfig.currencyId,
  );
  return {
    balance: account.balance,
    decimals: resolveDecimalLength(currency?.decimalLength),
    /** The currency's symbol ("R$"), or '' when unknown. */
    symbol: currency?.symbol ?? account.currSymbol ?? '',
    /** "R$ 1,234.56" in the active language. */
    format(value: number): string {
      return moneyText(value, currency, i18n.language, account.currSymbol);
    },
    /** "1,234.56": the amount alone, for tables whose heading names the currency. */
    plain(value: number): string {
      return displayAmount(value, currency, i18n.language).amount;
    },
  };
}
