import type { BetView, Envelope } from '@casino/contracts';
import type { SinglePlayerGameId } from '@casino/game-math';

import { manifestOf } from '../game-manifest';
import { gameCall } from './game-call';

/**
 * One move of an open round: POST /api/game/{game}/play with the spot, or, for a game whose manifest
 * moves by `reveal` (scratch), POST /api/game/{game}/reveal.
 */
export function playMove(gameId: SinglePlayerGameId, id: number, spot: number): Promise<Envelope<BetView>> {
  if (manifestOf(gameId).move.call === 'reveal') {
    return gameCall<BetView>(`/api/game/${gameId}/reveal`, { body: { id } });
  }
  return gameCall<BetView>(`/api/game/${gameId}/play`, { body: { id, spot } });
}
