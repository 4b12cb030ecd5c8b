import { passwordResetRequestSchema } from '@casino/contracts';
import type { PasswordResetRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** The schema the reset form checks before sending. */
export const passwordResetInputSchema = passwordResetRequestSchema;

/** POST /api/auth/password/reset: the new password; every session of the account ends. Errors inline. */
export function resetPassword(request: PasswordResetRequest) {
  return apiPost('/api/auth/password/reset', request, { noAlert: true, noLogin: true });
}
