import { STATUS } from '@casino/contracts';
import type { Envelope } from '@casino/contracts';

import { apiCall, type ApiCallOptions } from '../../../lib/api/client';
import { handleStatus } from '../../../lib/api/status-handler';

/**
 * Statuses whose popup is the answer itself (the recharge notice, the maintenance notice): the client's
 * catalogue shows them. Every other refusal is shown by the game beside the bet button.
 */
const POPUP_STATUSES: ReadonlySet<number> = new Set([STATUS.RECHARGE_REQUIRED, STATUS.GAME_MAINTENANCE]);

/** A game call: refusals come back as the envelope for the frame to show, except the popup statuses. */
export async function gameCall<TModel>(path: string, options: ApiCallOptions): Promise<Envelope<TModel>> {
  const envelope = await apiCall<TModel>(path, { ...options, noAlert: true });
  if (POPUP_STATUSES.has(envelope.status)) {
    await handleStatus(envelope, { pathname: path, noAlert: false, noLogin: false, forced: true });
  }
  return envelope;
}

/** The balance a round's answer carries in `extra.balance`, when it does. */
export function balanceOf(envelope: Envelope): number | undefined {
  const extra = envelope.extra as { balance?: unknown } | undefined;
  return typeof extra?.balance === 'number' ? extra.balance : undefined;
}
