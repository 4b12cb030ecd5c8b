import type { User } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/**
 * GET /api/auth/user_info. The API client stores the answer's user; an expired token (1012/1013) logs the
 * visitor out quietly, without a prompt, because this call runs in the background.
 */
export async function getUserInfo(): Promise<User | undefined> {
  const envelope = await apiGet('/api/auth/user_info', { noAlert: true, noLogin: true });
  unwrapModel(envelope);
  return envelope.user as User | undefined;
}
