import { fairnessSeedsSchema, revealedSeedSchema, rotateSeedRequestSchema } from '@casino/contracts';
import { z } from 'zod';

import { fairnessCall } from './fairness-call';

const rotatedSchema = z.object({ revealed: revealedSeedSchema, active: fairnessSeedsSchema });
/** The answer of a rotation: the old pair revealed, and the new active pair with its next seed's hash. */
export type RotatedSeeds = z.infer<typeof rotatedSchema>;

/**
 * POST /api/game/fairness/rotate: reveals the server seed in use and starts a new pair on the next server
 * seed committed before (never mid-round).
 */
export async function rotateFairnessSeeds(clientSeed: string | undefined): Promise<RotatedSeeds> {
  const body = rotateSeedRequestSchema.parse(clientSeed === undefined ? {} : { clientSeed });
  const envelope = await fairnessCall('/api/game/fairness/rotate', { body });
  return rotatedSchema.parse(envelope.model);
}
