import type { BetView, Envelope } from '@casino/contracts';

import { gameCall } from './game-call';

/** POST /api/game/bet_result: a bet as it stands now (PENDING until it resolves). */
export function getBetResult(id: number): Promise<Envelope<BetView>> {
  return gameCall<BetView>('/api/game/bet_result', { body: { id } });
}
