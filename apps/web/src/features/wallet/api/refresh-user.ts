import { apiGet } from '../../../lib/api/client';

/**
 * GET /api/auth/user_info, quietly. The API client stores the user of any answer, so the balance on screen
 * follows as soon as this returns.
 */
export async function refreshUser(): Promise<void> {
  await apiGet('/api/auth/user_info', { noAlert: true, noLogin: true });
}
