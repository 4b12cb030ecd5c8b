import type { RegisterCodeRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';
import { readLocal } from '../../../lib/storage/local-storage';

/**
 * POST /api/auth/register/send_code: a registration code to the phone (SMS registration on). The stored
 * country goes along, as it does with the registration, so both read the phone alike. Errors inline.
 */
export function sendRegisterCode(phone: string) {
  const countryId = readLocal('countryId') || undefined;
  const request: RegisterCodeRequest = countryId ? { phone, countryId } : { phone };
  return apiPost('/api/auth/register/send_code', request, { noAlert: true, noLogin: true });
}
