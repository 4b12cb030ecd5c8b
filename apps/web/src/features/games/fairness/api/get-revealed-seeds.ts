import { revealedSeedSchema, type RevealedSeed } from '@casino/contracts';
import { z } from 'zod';

import { fairnessCall } from './fairness-call';

/** GET /api/game/fairness/revealed: the player's rotated seed pairs, newest first. */
export async function getRevealedSeeds(pageSize = 20): Promise<RevealedSeed[]> {
  const envelope = await fairnessCall('/api/game/fairness/revealed', {
    method: 'GET',
    query: { pageNo: 1, pageSize },
  });
  return z.array(revealedSeedSchema).parse(envelope.list ?? []);
}
