import type { Envelope, SportsBetRequest, SportsBetView } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** What an accepted bet answers: the bet and the balance it was paid from (demo or real). */
export interface PlacedSportsBet {
  bet: SportsBetView;
  balance: number;
}

/**
 * POST /api/sports/bet: one bet of the slip. A live bet is held for the book's live delay before the answer.
 * The envelope comes back as is: its refusals (ODDS_CHANGED with re-quoted legs, limits…) are the slip's to show.
 */
export function placeSportsBet(request: SportsBetRequest): Promise<Envelope<PlacedSportsBet>> {
  return apiPost<PlacedSportsBet>('/api/sports/bet', { ...request }, { noAlert: true, noLogin: true });
}
