import { loginRequestSchema } from '@casino/contracts';
import type { LoginRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** The schema the login form validates against before sending. */
export const loginInputSchema = loginRequestSchema;

/**
 * POST /api/auth/login. The form shows errors inline, so no alert; the answer's user (with its token) is
 * adopted by the API client.
 */
export function login(input: LoginRequest) {
  return apiPost('/api/auth/login', input, { noAlert: true, noLogin: true });
}
