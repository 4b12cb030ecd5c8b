import { apiGet } from '../../../lib/api/client';

/** GET /api/auth/user_info, quietly; the API client stores the user the answer carries. */
export async function refreshUser(): Promise<void> {
  await apiGet('/api/auth/user_info', { noAlert: true, noLogin: true });
}
