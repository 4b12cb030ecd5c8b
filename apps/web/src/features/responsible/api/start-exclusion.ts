import { exclusionRequestSchema, type ExclusionRequest } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiPost } from '../../../lib/api/client';
import { quietly } from './responsible-state';

/**
 * POST /api/responsible/exclusion: a time-out or a self-exclusion, proven by the password. Every session of
 * the player ends with it, this one included: the caller logs out locally afterwards.
 */
export async function startExclusion(request: ExclusionRequest): Promise<void> {
  const body = exclusionRequestSchema.parse(request);
  unwrapModel(await apiPost('/api/responsible/exclusion', body, quietly));
}
