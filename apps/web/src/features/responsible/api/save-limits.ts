import { limitsRequestSchema, type LimitsRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';
import { quietly, responsibleStateOf, type ResponsibleState } from './responsible-state';

/**
 * POST /api/responsible/limits: sets the given limits (null removes one). A lower limit applies at once; a
 * raise or a removal comes back `pending` until its cooling-off ends.
 */
export async function saveLimits(request: LimitsRequest): Promise<ResponsibleState> {
  const body = limitsRequestSchema.parse(request);
  return responsibleStateOf(await apiPost('/api/responsible/limits', body, quietly));
}
