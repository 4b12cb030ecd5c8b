import { fairnessSeedsSchema } from '@casino/contracts';
import type { z } from 'zod';

import { fairnessCall } from './fairness-call';

/** The player's active seed pair: the server seed only by its hash. */
export type FairnessSeeds = z.infer<typeof fairnessSeedsSchema>;

/** GET /api/game/fairness/seeds. */
export async function getFairnessSeeds(): Promise<FairnessSeeds> {
  const envelope = await fairnessCall('/api/game/fairness/seeds', { method: 'GET' });
  return fairnessSeedsSchema.parse(envelope.model);
}
