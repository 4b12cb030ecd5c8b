import type { SocketMessage } from '@casino/contracts';

import { refreshUser } from './get-user-info';
import { hasToken, noteBalancePush, useSessionStore } from './user-store';

/** What a balance push may do to the session it lands in. */
export interface BalancePushActions {
  /** The signed-in player's id, undefined when unknown, null for a visitor. */
  currentUserId(): number | null | undefined;
  /** Sets the shown balance directly. */
  setBalance(balance: number): void;
  /** Reloads the user (user info). */
  reloadUser(): void;
}

/** A message for another player (a stale tab after switching accounts) is not ours to handle. */
export function forSomeoneElse(message: SocketMessage, actions: BalancePushActions): boolean {
  const current = actions.currentUserId();
  return (
    message.userId !== undefined && current !== undefined && current !== null && message.userId !== current
  );
}

/**
 * Spec §4 "Session": a balance push with a value sets the balance, one without reloads the user. A visitor
 * has no balance to set. Pushes arrive in the order their transactions committed, so the last one wins.
 */
export function handleBalancePush(message: SocketMessage, actions: BalancePushActions): void {
  if (actions.currentUserId() === null || forSomeoneElse(message, actions)) return;
  if (typeof message.balance === 'number' && Number.isFinite(message.balance))
    actions.setBalance(message.balance);
  else actions.reloadUser();
}

/** The balance actions on this page's session: its player, its balance, a quiet user reload. */
export const sessionBalanceActions: BalancePushActions = {
  currentUserId: () => {
    const { user } = useSessionStore.getState();
    return hasToken(user) ? user.userId : null;
  },
  setBalance: (balance) => {
    const { user, setUser } = useSessionStore.getState();
    if (!hasToken(user)) return;
    noteBalancePush();
    setUser({ ...user, balance });
  },
  reloadUser: () => void refreshUser(),
};
