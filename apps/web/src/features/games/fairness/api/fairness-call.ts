import type { Envelope } from '@casino/contracts';

import { ApiStatusError } from '../../../../lib/api/api-error';
import { apiCall, type ApiCallOptions } from '../../../../lib/api/client';

/**
 * A fairness call without the client's alert: the page shows each refusal (a round still open, a client
 * seed it cannot take) beside the control it concerns.
 */
export async function fairnessCall<TModel>(
  path: string,
  options: ApiCallOptions = {},
): Promise<Envelope<TModel>> {
  const envelope = await apiCall<TModel>(path, { ...options, noAlert: true });
  if (envelope.status !== 0) throw new ApiStatusError(envelope);
  return envelope;
}
