import type { Currency } from '@casino/contracts';

import { activeLanguage } from '../i18n/i18n';
import { useSessionStore, type SessionUser } from '../session/user-store';
import { getSiteConfig } from '../site/site-config';
import { findCurrency, moneyText } from './format-amount';

/** The currency amounts are shown in: `currencyId`'s when given, else the player's, else the site's. */
export function shownCurrency(user: SessionUser | null, currencyId?: string): Currency | undefined {
  const { currencies, currencyId: siteCurrencyId } = getSiteConfig();
  return findCurrency(currencies, currencyId ?? user?.currencyId ?? siteCurrencyId);
}

/**
 * "R$ 10,00": an amount in the player's currency and the active language, as the header shows the
 * balance. For code outside React (pushed notices, status messages); components use useMoney.
 */
export function playerMoneyText(value: number): string {
  const { user } = useSessionStore.getState();
  return moneyText(value, shownCurrency(user), activeLanguage(), user?.currSymbol);
}
