import { kycStatusViewSchema, type Envelope, type KycStatusView } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';

/** The KYC calls show their refusals beside their own controls, so the client's alert is off. */
export const quietly = { noAlert: true } as const;

/** Reads an answer whose model is the player's KYC standing; throws ApiStatusError for a refusal. */
export function kycStatusOf(envelope: Envelope): KycStatusView {
  return kycStatusViewSchema.parse(unwrapModel(envelope));
}
