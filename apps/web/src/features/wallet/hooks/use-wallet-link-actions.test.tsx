import { STATUS } from '@casino/contracts';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { handleStatus } from '../../../lib/api/status-handler';
import { hasLinkAction, openLink } from '../../../lib/navigation/link-actions';
import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useWalletStore } from '../stores/wallet-store';
import { useWalletLinkActions } from './use-wallet-link-actions';

const context = { navigate: () => undefined, pathname: '/' };

beforeEach(() => {
  useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
  useUiStore.setState({ loginModal: null });
  useWalletStore.setState({ view: null, lowBalanceNotice: false });
  window.history.replaceState(null, '', '/');
});

afterEach(cleanup);

describe('wallet link actions', () => {
  it('answers #recharge and #withdraw while mounted', async () => {
    const { unmount } = renderHook(() => useWalletLinkActions());
    await openLink('#withdraw', context);
    expect(useWalletStore.getState().view).toBe('withdraw');
    await openLink('#recharge', context);
    expect(useWalletStore.getState()).toMatchObject({ view: 'recharge', lowBalanceNotice: false });
    unmount();
    expect(hasLinkAction('recharge')).toBe(false);
  });

  it('asks a visitor to log in first', async () => {
    useSessionStore.setState({ user: null });
    renderHook(() => useWalletLinkActions());
    await openLink('#recharge', context);
    expect(useWalletStore.getState().view).toBeNull();
    expect(useUiStore.getState().loginModal).toBe('login');
  });

  it('opens the screen an address hash names, once', () => {
    window.history.replaceState(null, '', '/?a=1#recharge');
    renderHook(() => useWalletLinkActions());
    expect(useWalletStore.getState().view).toBe('recharge');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?a=1');
  });

  it('turns a -100 answer into the deposit screen with its notice', async () => {
    renderHook(() => useWalletLinkActions());
    await handleStatus(
      { status: STATUS.RECHARGE_REQUIRED, time: Date.now() },
      { pathname: '/api/game/open', noAlert: false, noLogin: false, forced: false },
    );
    expect(useWalletStore.getState()).toMatchObject({ view: 'recharge', lowBalanceNotice: true });
  });
});
