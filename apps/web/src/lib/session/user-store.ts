import type { User } from '@casino/contracts';
import { create } from 'zustand';

import { readLocalJson, removeLocal, writeLocalJson } from '../storage/local-storage';

/**
 * The signed-in user as far as this browser knows it. After a token arrives in the address only the token
 * is known; the user-info call fills in the rest, so every field but the token may be missing.
 */
export type SessionUser = Partial<User> & { token?: string };

/** True when the value is a stored user that carries a non-empty token (spec: hasLogin = a token exists). */
export function hasToken(user: SessionUser | null | undefined): user is SessionUser & { token: string } {
  return typeof user?.token === 'string' && user.token !== '';
}

/** The user record in localStorage (key `user`), or null when absent or malformed. */
export function readStoredUser(): SessionUser | null {
  const value = readLocalJson('user');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return value as SessionUser;
}

interface SessionState {
  /** The current user, or null for a logged-out visitor. */
  user: SessionUser | null;
  /** Replaces the user and persists it. */
  setUser: (user: SessionUser) => void;
  /** Forgets the user here and in storage. */
  clearUser: () => void;
}

/**
 * One store for the session (spec §4 "Session"). It starts empty and is filled from localStorage by
 * start-up (loadSessionFromStorage), after the address's parameters have been stored.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  setUser: (user) => {
    writeLocalJson('user', user);
    set({ user });
  },
  clearUser: () => {
    removeLocal('user');
    set({ user: null });
  },
}));

let balancePushes = 0;

/** Counts a balance push set on the session (an answer read before it must not put an older balance back). */
export function noteBalancePush(): void {
  balancePushes += 1;
}

/** How many balance pushes this page has set so far. */
export function balancePushCount(): number {
  return balancePushes;
}

/** Start-up: the user kept in localStorage becomes the session's user. */
export function loadSessionFromStorage(): void {
  useSessionStore.setState({ user: readStoredUser() });
}

/** The token to send in the Auth header, or '' when logged out. */
export function currentToken(): string {
  const { user } = useSessionStore.getState();
  return hasToken(user) ? user.token : '';
}

/** What the screens show for an account, with the spec's defaults for a visitor (balance 0 and so on). */
export interface AccountView {
  hasLogin: boolean;
  username: string;
  /** The uploaded picture's address, or null. */
  avatar: string | null;
  balance: number;
  taskBonusBalance: number;
  registerTaskBonusBalance: number;
  rechargeCount: number;
  firstRechargeFlag: boolean;
  phoneChecked: boolean;
  currencyId: string | undefined;
  currSymbol: string | undefined;
}

/** The account as the screens show it. */
export function accountView(user: SessionUser | null): AccountView {
  return {
    hasLogin: hasToken(user),
    username: user?.username || user?.nickname || '',
    avatar: user?.avatar ?? null,
    balance: user?.balance ?? 0,
    taskBonusBalance: user?.taskBonusBalance ?? 0,
    registerTaskBonusBalance: user?.registerTaskBonusBalance ?? 0,
    rechargeCount: user?.rechargeCount ?? 0,
    firstRechargeFlag: user?.firstRechargeFlag ?? false,
    phoneChecked: user?.phoneChecked ?? false,
    currencyId: user?.currencyId,
    currSymbol: user?.currSymbol,
  };
}
