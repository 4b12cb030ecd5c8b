import { unwrapModel } from '../api/api-error';
import { apiGet, apiPost } from '../api/client';
import { readLocal, writeLocal } from '../storage/local-storage';

/** A demo balance (play money, never on the ledger). */
export interface DemoWallet {
  balance: number;
  currencyId: string;
}

/**
 * A visitor's demo session: the token kept in localStorage (sent as Demo-Token by the API client), made
 * with POST /api/game/demo/session the first time. A logged-in player plays demo with their own login.
 * The games and the sportsbook both play on it, as the API client sends it with every call: a session
 * of the site, like the login, not one feature's.
 */
export async function ensureDemoSession(): Promise<void> {
  if (readLocal('demoToken')) return;
  const model = unwrapModel(
    await apiPost<{ token: string }>('/api/game/demo/session', {}, { noAlert: true }),
  );
  writeLocal('demoToken', model.token);
}

/** GET /api/game/demo/wallet: the demo session's balance. */
export async function getDemoWallet(): Promise<DemoWallet> {
  return unwrapModel(await apiGet<DemoWallet>('/api/game/demo/wallet', { noAlert: true, noLogin: true }));
}
