import type { PasswordResetCodeRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/**
 * POST /api/auth/password/send_code. Answers status 0 for any well-formed phone (an account's or not),
 * so the form only learns that a code may be on its way; errors are shown inline.
 */
export function sendPasswordResetCode(request: PasswordResetCodeRequest) {
  return apiPost('/api/auth/password/send_code', request, { noAlert: true, noLogin: true });
}
