import type { Envelope, SportsBetView } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** The input of POST /api/sports/cashout. */
export interface SportsCashOutInput {
  betId: number;
  quoteId: string;
  /** Part of the quote to take (a partial cash-out); the whole quote when absent. */
  amount?: number;
  /** Makes a retried cash-out the same cash-out. */
  requestId: string;
}

/** What an accepted cash-out answers: the bet as it stands now and the balance it was paid into. */
export interface CashedOutSportsBet {
  bet: SportsBetView;
  balance: number;
}

/** POST /api/sports/cashout: takes a quote, whole or in part; CASH_OUT_REQUOTED carries a new quote in extra.quote. */
export function cashOutSportsBet(input: SportsCashOutInput): Promise<Envelope<CashedOutSportsBet>> {
  return apiPost<CashedOutSportsBet>('/api/sports/cashout', { ...input }, { noAlert: true, noLogin: true });
}
