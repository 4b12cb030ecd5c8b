import type { CrashBetView, CrashGameId, Envelope } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** The input of POST /api/game/{game}/bet. */
export interface CrashBetInput {
  betAmount: number;
  /** Cash out by itself at this multiplier (≥ 1.01). */
  autoCashOut?: number | undefined;
  /** Aviator's second panel is slot 1. */
  slot: number;
  /** Makes a retried bet the same bet. */
  requestId: string;
}

/** POST /api/game/{game}/bet: on the round taking bets, or QUEUED for the next one during a flight. */
export function placeCrashBet(gameId: CrashGameId, input: CrashBetInput): Promise<Envelope<CrashBetView>> {
  const { requestId, ...model } = input;
  return apiPost<CrashBetView>(`/api/game/${gameId}/bet`, { model, requestId }, { noAlert: true });
}
