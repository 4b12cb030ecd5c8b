import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useMoney } from '../../../lib/money/use-money';
import { ensureDemoSession, getDemoWallet, type DemoWallet } from '../../../lib/session/demo-session';
import { refreshUser } from '../../../lib/session/get-user-info';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useSportsPrefs } from '../stores/sports-prefs-store';
import { sportsKeys } from './sports-keys';

/** Who bets and with what: real money for a logged-in player who did not choose demo, play money otherwise. */
export interface SportsAccount {
  loggedIn: boolean;
  /** Bets are play money (visitors always). */
  demo: boolean;
  /** The balance bets are paid from; undefined while the demo wallet loads. */
  balance: number | undefined;
  /** Formats an amount of that balance's currency (floored, spec §5). */
  format: (value: number) => string;
  /** Decimals of that currency. */
  decimals: number;
  /** The demo session exists (visitors) and its wallet is read, or real play needs none. */
  ready: boolean;
  /** The demo wallet could not be opened. */
  walletError: unknown;
  /** Shows a balance an answer carried at once, then reads it again from the server. */
  applyBalance: (balance: number) => void;
}

/** Shows `balance` for the mode it was paid in, then reads the server's own figure. */
function showBalance(queryClient: QueryClient, demo: boolean, loggedIn: boolean, balance: number): void {
  if (demo) {
    queryClient.setQueryData<DemoWallet>(sportsKeys.demoWallet(loggedIn), (wallet) =>
      wallet ? { ...wallet, balance } : wallet,
    );
    return;
  }
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, balance });
  void refreshUser();
}

/**
 * The sportsbook's account: visitors get a demo session (POST /api/game/demo/session, sent as Demo-Token) the
 * first time; the demo balance is the games' demo wallet.
 */
export function useSportsAccount(): SportsAccount {
  const queryClient = useQueryClient();
  const loggedIn = hasToken(useSessionStore((state) => state.user));
  const demoChosen = useSportsPrefs((state) => state.demoChosen);
  const demo = !loggedIn || demoChosen;
  const wallet = useQuery({
    queryKey: sportsKeys.demoWallet(loggedIn),
    queryFn: async () => {
      if (!loggedIn) await ensureDemoSession();
      return getDemoWallet();
    },
    enabled: demo,
  });
  const money = useMoney(demo ? wallet.data?.currencyId : undefined);
  const applyBalance = useCallback(
    (balance: number) => showBalance(queryClient, demo, loggedIn, balance),
    [demo, loggedIn, queryClient],
  );
  return {
    loggedIn,
    demo,
    balance: demo ? wallet.data?.balance : money.balance,
    format: money.format,
    decimals: money.decimals,
    ready: !demo || wallet.isSuccess,
    walletError: demo ? wallet.error : null,
    applyBalance,
  };
}
