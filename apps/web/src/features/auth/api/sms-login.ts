import { smsLoginRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { apiPost } from '../../../lib/api/client';

/** The phone and the six-digit code it received. */
export type SmsLoginInput = z.infer<typeof smsLoginRequestSchema>;

/** The schema the SMS login form validates against before sending. */
export const smsLoginInputSchema = smsLoginRequestSchema;

/**
 * POST /api/auth/sms/login. The answer's user (with its token) is adopted by the API client, as after a
 * password login; errors are shown inline, so no alert.
 */
export function smsLogin(input: SmsLoginInput) {
  return apiPost('/api/auth/sms/login', input, { noAlert: true, noLogin: true });
}
