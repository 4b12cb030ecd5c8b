import { realityCheckRequestSchema, type RealityCheckRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';
import { quietly, responsibleStateOf, type ResponsibleState } from './responsible-state';

/** POST /api/responsible/reality_check: the player's reality-check interval (null: the market's default). */
export async function saveRealityCheck(request: RealityCheckRequest): Promise<ResponsibleState> {
  const body = realityCheckRequestSchema.parse(request);
  return responsibleStateOf(await apiPost('/api/responsible/reality_check', body, quietly));
}
