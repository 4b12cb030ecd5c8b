import type { BetView, Envelope } from '@casino/contracts';

import { gameCall } from './game-call';

/** POST /api/game/{game}/play (scratch: /api/game/scratch/reveal): one move of an open round. */
export function playMove(gameId: string, id: number, spot: number): Promise<Envelope<BetView>> {
  if (gameId === 'scratch') return gameCall<BetView>('/api/game/scratch/reveal', { body: { id } });
  return gameCall<BetView>(`/api/game/${gameId}/play`, { body: { id, spot } });
}
