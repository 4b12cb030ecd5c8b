import { resolveDecimalLength } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { displayAmount, findCurrency } from '../../../lib/money/format-amount';
import { accountView, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';

/** The player's currency and a formatter for amounts in it (floored to its decimals, spec §5). */
export function useMoney() {
  const { i18n } = useTranslation();
  const account = accountView(useSessionStore((state) => state.user));
  const siteConfig = getSiteConfig();
  const currency = findCurrency(siteConfig.currencies, account.currencyId ?? siteConfig.currencyId);
  return {
    balance: account.balance,
    decimals: resolveDecimalLength(currency?.decimalLength),
    /** "R$ 1,234.56" in the active language. */
    format(value: number): string {
      const { symbol, amount } = displayAmount(value, currency, i18n.language, account.currSymbol);
      return symbol ? `${symbol} ${amount}` : amount;
    },
  };
}
