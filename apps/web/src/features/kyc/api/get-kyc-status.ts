import type { KycStatusView } from '@casino/contracts';

import { apiGet } from '../../../lib/api/client';
import { kycStatusOf, quietly } from './kyc-state';

/** GET /api/kyc/status: the player's standing, the documents in force and what is missing. */
export async function getKycStatus(): Promise<KycStatusView> {
  return kycStatusOf(await apiGet('/api/kyc/status', quietly));
}
