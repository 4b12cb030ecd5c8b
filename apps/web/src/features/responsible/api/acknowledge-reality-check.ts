import { apiPost } from '../../../lib/api/client';
import { quietly, responsibleStateOf, type ResponsibleState } from './responsible-state';

/** POST /api/responsible/reality_check/ack: the player saw the due check; the answer holds the next `dueAt`. */
export async function acknowledgeRealityCheck(): Promise<ResponsibleState> {
  return responsibleStateOf(await apiPost('/api/responsible/reality_check/ack', {}, quietly));
}
