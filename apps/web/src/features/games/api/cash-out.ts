import type { BetView, Envelope } from '@casino/contracts';

import { gameCall } from './game-call';

/** POST /api/game/{game}/cash_out: ends an open round, paying the current multiplier. */
export function cashOut(gameId: string, id: number): Promise<Envelope<BetView>> {
  return gameCall<BetView>(`/api/game/${gameId}/cash_out`, { body: { id } });
}
