import { apiPost } from '../../../lib/api/client';

/** POST /api/auth/logout: the server kills the token. A failure does not stop the local logout. */
export function logout() {
  return apiPost('/api/auth/logout', {}, { noAlert: true, noLogin: true });
}
