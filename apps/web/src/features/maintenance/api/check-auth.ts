import { apiPost } from '../../../lib/api/client';

/** POST /api/auth/check: status 0 once the site is out of maintenance (-120 while it is in). */
export function checkAuth() {
  return apiPost('/api/auth/check', {}, { noAlert: true, noLogin: true });
}
