import { crashRoundProofSchema, type CrashGameId, type CrashRoundProof } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** A crashed round with its revealed hash and its chain's public record to check it against. */
export type RevealedRound = CrashRoundProof;

/** GET /api/game/{game}/round?number=: a past round by its number in the game, its hash revealed once it crashed. */
export async function getCrashRound(gameId: CrashGameId, number: number): Promise<RevealedRound> {
  return crashRoundProofSchema.parse(
    unwrapModel(await apiGet(`/api/game/${gameId}/round`, { query: { number }, noAlert: true })),
  );
}
