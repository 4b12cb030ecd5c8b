import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useWalletStore } from '../stores/wallet-store';

/** The header's deposit button, for a logged-in player. */
export function WalletButton() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const open = useWalletStore((state) => state.open);
  if (!loggedIn) return null;
  return (
    <Button size="small" onClick={() => open('recharge')} data-testid="open-recharge">
      {t('WALLET_DEPOSIT')}
    </Button>
  );
}
