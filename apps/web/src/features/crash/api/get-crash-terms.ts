import type { CrashGameId, GameTerms } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/game/terms?gameId=: limits, default bet, quick chips and RTP in the player's currency. */
export async function getCrashTerms(gameId: CrashGameId): Promise<GameTerms> {
  return unwrapModel(await apiGet<GameTerms>('/api/game/terms', { query: { gameId }, noAlert: true }));
}
