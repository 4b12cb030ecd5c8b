import { activeLanguage } from '../../../lib/i18n/i18n';
import { displayAmount, findCurrency } from '../../../lib/money/format-amount';
import { accountView, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';

/** An amount in the player's currency and the active language ("R$ 10,00"), as the header shows it. */
export function formatSessionMoney(value: number): string {
  const account = accountView(useSessionStore.getState().user);
  const { currencies, currencyId } = getSiteConfig();
  const currency = findCurrency(currencies, account.currencyId ?? currencyId);
  const { symbol, amount } = displayAmount(value, currency, activeLanguage(), account.currSymbol);
  return symbol ? `${symbol} ${amount}` : amount;
}
