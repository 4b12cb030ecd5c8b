import { resolveDecimalLength } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { displayAmount, findCurrency } from '../../../lib/money/format-amount';
import { accountView, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';

/** The currency the live game plays in, a formatter for it (floored to its decimals) and the balance. */
export function useCrashMoney(currencyId: string | undefined) {
  const { i18n } = useTranslation();
  const account = accountView(useSessionStore((state) => state.user));
  const siteConfig = getSiteConfig();
  const currency = findCurrency(
    siteConfig.currencies,
    currencyId ?? account.currencyId ?? siteConfig.currencyId,
  );
  const decimals = Math.min(resolveDecimalLength(currency?.decimalLength), 8);
  return {
    decimals,
    loggedIn: account.hasLogin,
    balance: account.hasLogin ? account.balance : undefined,
    /** "R$ 1,234.56" in the active language. */
    format(value: number): string {
      const { symbol, amount } = displayAmount(value, currency, i18n.language, account.currSymbol);
      return symbol ? `${symbol} ${amount}` : amount;
    },
  };
}
