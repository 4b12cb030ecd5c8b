import { sportsBetsPageSchema, STATUS, type SportsBetsPage } from '@casino/contracts';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** Which of the player's bets to list. */
export type SportsBetsState = 'open' | 'settled';

/**
 * GET /api/sports/bets?state=&demo=&beforeId=: a page of the player's open or settled bets, real or demo,
 * newest first, older than `beforeId` when given; its `extra.nextBeforeId` asks for the next older page.
 */
export async function getSportsBets(
  state: SportsBetsState,
  demo: boolean,
  beforeId?: number,
): Promise<SportsBetsPage> {
  const envelope = await apiGet('/api/sports/bets', {
    query: { state, demo: String(demo), beforeId },
    noAlert: true,
    noLogin: true,
  });
  if (envelope.status !== STATUS.SUCCESS) throw new ApiStatusError(envelope);
  return sportsBetsPageSchema.parse({ list: envelope.list ?? [], extra: envelope.extra });
}
