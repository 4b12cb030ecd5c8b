import { useEffect } from 'react';

import { registerLinkAction } from '../../../lib/navigation/link-actions';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useWalletStore, type WalletView } from '../stores/wallet-store';

/** `#recharge=low-balance`: the recharge screen opened by a -100 answer says why. */
export const LOW_BALANCE_VALUE = 'low-balance';

/** Opens a wallet screen, or the login prompt for a visitor. */
export function openWallet(view: WalletView, value = ''): void {
  if (!hasToken(useSessionStore.getState().user)) {
    useUiStore.getState().openLogin('login');
    return;
  }
  useWalletStore.getState().open(view, { lowBalanceNotice: value === LOW_BALANCE_VALUE });
}

/** The wallet screens a page address asks for: `/#recharge`, `/#withdraw` (the sandbox page links back), `/#history`. */
function viewOfHash(hash: string): WalletView | null {
  if (hash === '#recharge') return 'recharge';
  if (hash === '#withdraw') return 'withdraw';
  if (hash === '#history') return 'history';
  return null;
}

/**
 * Registers #recharge, #withdraw and #history with the link dispatcher, and opens the screen an address's hash names
 * (on load and when the hash changes), then removes the hash so a reload does not open it again.
 */
export function useWalletLinkActions(): void {
  useEffect(() => {
    const restore = [
      registerLinkAction('recharge', (value) => openWallet('recharge', value)),
      registerLinkAction('withdraw', () => openWallet('withdraw')),
      registerLinkAction('history', () => openWallet('history')),
    ];
    return () => restore.forEach((undo) => undo());
  }, []);

  const loggedIn = useSessionStore((state) => hasToken(state.user));
  useEffect(() => {
    function follow() {
      const view = viewOfHash(window.location.hash);
      if (!view) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      openWallet(view);
    }
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [loggedIn]);
}
