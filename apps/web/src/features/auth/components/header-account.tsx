import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../lib/money/use-money';
import { accountView, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useLogout } from '../hooks/use-logout';
import styles from './header-account.module.css';
import { ProfileMenu } from './profile-menu';

/**
 * The header's account corner: login and register for a visitor; for a player, the profile menu button
 * with the username and the balance (floored to the currency's decimals, with its symbol).
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const openLogin = useUiStore((state) => state.openLogin);
  const { logout, pending } = useLogout();
  const account = accountView(user);
  const money = useMoney();

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

  return (
    <ProfileMenu
      key="player"
      username={account.username ?? ''}
      avatar={account.avatar}
      balance={money.format(account.balance)}
      onLogout={() => void logout()}
      loggingOut={pending}
    />
  );
}
