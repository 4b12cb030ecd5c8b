import type { KycStatusView } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';
import { kycStatusOf, quietly } from './kyc-state';

/** POST /api/kyc/submit: sends the documents in force for review; the new standing. */
export async function submitKyc(): Promise<KycStatusView> {
  return kycStatusOf(await apiPost('/api/kyc/submit', {}, quietly));
}
