import type { CashOutQuote, Envelope } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** POST /api/sports/cashout/quote: the book's offer for a bet, valid until its expiresAt (CASH_OUT_NOT_ALLOWED when none). */
export function getCashOutQuote(betId: number): Promise<Envelope<CashOutQuote>> {
  return apiPost<CashOutQuote>('/api/sports/cashout/quote', { betId }, { noAlert: true, noLogin: true });
}
