import { crashRoundProofSchema, type CrashGameId, type CrashRoundProof } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** A crashed round with its revealed hash and its chain's public record to check it against. */
export type RevealedRound = CrashRoundProof;

/** GET /api/game/{game}/round?id=: a past round, its hash revealed once it crashed. */
export async function getCrashRound(gameId: CrashGameId, id: number): Promise<RevealedRound> {
  return crashRoundProofSchema.parse(
    unwrapModel(await apiGet(`/api/game/${gameId}/round`, { query: { id }, noAlert: true })),
  );
}
