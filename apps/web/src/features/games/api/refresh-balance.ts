import { apiGet } from '../../../lib/api/client';
import { useSessionStore } from '../../../lib/session/user-store';

/** GET /api/auth/user_info, quietly: the client stores the answer's user, so the balance follows. */
export async function refreshBalance(): Promise<void> {
  await apiGet('/api/auth/user_info', { noAlert: true, noLogin: true });
}

/** Shows the balance a round's answer carried at once, before the user info is read again. */
export function applyRealBalance(balance: number): void {
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, balance });
}
