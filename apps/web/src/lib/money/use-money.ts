import { resolveDecimalLength } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { accountView, useSessionStore } from '../session/user-store';
import { displayAmount, moneyText } from './format-amount';
import { shownCurrency } from './player-money';

/**
 * The player's balance and currency (or `currencyId`'s, for amounts kept in another: a demo wallet, a
 * game's terms), with formatters floored to the currency's decimals (spec §5). The one money hook of
 * every screen: balances, games, crash, wallet, rewards.
 */
export function useMoney(currencyId?: string) {
  const { i18n } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const account = accountView(user);
  const currency = shownCurrency(user, currencyId);
  return {
    /** A player is logged in (a visitor's balance reads 0). */
    loggedIn: account.hasLogin,
    /** The player's balance (0 for a visitor). */
    balance: account.balance,
    /** The currency's decimals (9 when it is not configured). */
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
