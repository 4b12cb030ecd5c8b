import type { Envelope } from '@casino/contracts';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiPost } from '../../../lib/api/client';

/**
 * POSTs a wallet call without the client's alert: the wallet screens show every refusal beside the
 * field or button it concerns, so a popup on top would say the same thing twice.
 */
export async function walletPost<TModel>(
  path: string,
  body: Record<string, unknown> = {},
): Promise<Envelope<TModel>> {
  const envelope = await apiPost<TModel>(path, body, { noAlert: true });
  if (envelope.status !== 0) throw new ApiStatusError(envelope);
  return envelope;
}
