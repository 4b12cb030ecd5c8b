import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useRealMoney } from '../../../lib/site/use-real-money';
import { useWalletStore } from '../stores/wallet-store';
import styles from './wallet-button.module.css';

/**
 * The header's deposit button, for a logged-in player; where the market allows no real money, a "demo
 * play" label in its place (nothing to deposit).
 */
export function WalletButton() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const realMoney = useRealMoney();
  const open = useWalletStore((state) => state.open);
  if (!loggedIn) return null;
  if (!realMoney) {
    return (
      <span className={styles.demoOnly} title={t('REAL_MONEY_UNAVAILABLE')} data-testid="demo-only">
        {t('DEMO_PLAY_ONLY')}
      </span>
    );
  }
  return (
    <Button size="small" onClick={() => open('recharge')} data-testid="open-recharge">
      {t('WALLET_DEPOSIT')}
    </Button>
  );
}
