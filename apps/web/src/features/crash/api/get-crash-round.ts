import { crashRoundViewSchema, type CrashGameId } from '@casino/contracts';
import { z } from 'zod';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

const revealedRoundSchema = crashRoundViewSchema.extend({
  chain: z.object({ terminatingHash: z.string(), salt: z.string() }).nullable(),
});

/** A crashed round with its revealed hash and the chain commitment to check it against. */
export type RevealedRound = z.infer<typeof revealedRoundSchema>;

/** GET /api/game/{game}/round?id=: a past round, its hash revealed once it crashed. */
export async function getCrashRound(gameId: CrashGameId, id: number): Promise<RevealedRound> {
  return revealedRoundSchema.parse(
    unwrapModel(await apiGet(`/api/game/${gameId}/round`, { query: { id }, noAlert: true })),
  );
}
