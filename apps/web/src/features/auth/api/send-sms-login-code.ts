import { smsLoginCodeRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { apiPost } from '../../../lib/api/client';

/** What the "send code" button sends. */
export type SmsLoginCodeInput = z.infer<typeof smsLoginCodeRequestSchema>;

/** The schema the phone is checked against before a code is asked for. */
export const smsLoginCodeInputSchema = smsLoginCodeRequestSchema;

/**
 * POST /api/auth/sms/send_code. Answers status 0 for any well-formed phone (registered or not), so the
 * form only learns that a code is on its way; errors are shown inline, so no alert.
 */
export function sendSmsLoginCode(input: SmsLoginCodeInput) {
  return apiPost('/api/auth/sms/send_code', input, { noAlert: true, noLogin: true });
}
