import type { gameLimitsRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What PUT /api/operator/games/:id/limits takes: one currency's limits. */
export type GameLimitsRequest = z.input<typeof gameLimitsRequestSchema>;

/** PUT /api/operator/games/:id/limits: one currency's stake limits (min ≤ default ≤ max). */
export async function setGameLimits(gameId: string, limits: GameLimitsRequest): Promise<void> {
  await api('PUT', `/games/${encodeURIComponent(gameId)}/limits`, { body: limits });
}
