import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { displayAmount, findCurrency } from '../../../lib/money/format-amount';
import { accountView, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';
import { useUiStore } from '../../../lib/ui-store';
import { useLogout } from '../hooks/use-logout';
import styles from './header-account.module.css';

/**
 * The header's account corner: login and register for a visitor; the username, the balance (floored to the
 * currency's decimals, with its symbol) and logout for a player.
 */
export function HeaderAccount() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const openLogin = useUiStore((state) => state.openLogin);
  const { logout, pending } = useLogout();
  const account = accountView(user);

  if (!account.hasLogin) {
    // Keys keep React from reusing the visitor's buttons for the player's (no colour transition between them).
    return (
      <div key="visitor" className={styles.account}>
        <Button variant="secondary" size="small" onClick={() => openLogin('login')} data-testid="open-login">
          {t('LOG_IN')}
        </Button>
        <Button size="small" onClick={() => openLogin('register')} data-testid="open-register">
          {t('REGISTER')}
        </Button>
      </div>
    );
  }

  const siteConfig = getSiteConfig();
  const currency = findCurrency(siteConfig.currencies, account.currencyId ?? siteConfig.currencyId);
  const { symbol, amount } = displayAmount(account.balance, currency, i18n.language, account.currSymbol);
  return (
    <div key="player" className={styles.account}>
      <div className={styles.identity}>
        <span className={styles.username} data-testid="header-username">
          {account.username}
        </span>
        <span
          className={styles.balance}
          data-testid="header-balance"
          aria-label={`${t('BALANCE')}: ${symbol} ${amount}`}
        >
          <span className={styles.symbol}>{symbol}</span> <span>{amount}</span>
        </span>
      </div>
      <Button
        variant="ghost"
        size="small"
        onClick={() => void logout()}
        disabled={pending}
        data-testid="logout"
      >
        {t('LOG_OUT')}
      </Button>
    </div>
  );
}
