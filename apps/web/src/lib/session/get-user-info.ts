import type { User } from '@casino/contracts';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';

/**
 * GET /api/auth/user_info, quietly: an expired token (1012/1013) logs the visitor out without a prompt,
 * because this call runs in the background. The API client stores the user of any answer, so the
 * balances on screen follow as soon as it returns.
 */
function requestUserInfo() {
  return apiGet('/api/auth/user_info', { noAlert: true, noLogin: true });
}

/** The user as the server has it now; throws ApiStatusError on a refusal (for a query or mutation). */
export async function getUserInfo(): Promise<User | undefined> {
  const envelope = await requestUserInfo();
  unwrapModel(envelope);
  return envelope.user as User | undefined;
}

/**
 * Reads the user again and lets the client store it, whatever the answer (after a deposit, a withdrawal,
 * a pushed payment or a reward).
 */
export async function refreshUser(): Promise<void> {
  await requestUserInfo();
}
