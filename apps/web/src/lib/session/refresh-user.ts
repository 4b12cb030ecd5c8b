import { apiGet } from '../api/client';

/**
 * GET /api/auth/user_info, quietly. The API client stores the user of any answer, so the balances on screen
 * follow as soon as this returns (after a deposit, a withdrawal, a pushed payment or a reward).
 */
export async function refreshUser(): Promise<void> {
  await apiGet('/api/auth/user_info', { noAlert: true, noLogin: true });
}
