import { apiGet } from '../../../lib/api/client';
import { quietly, responsibleStateOf, type ResponsibleState } from './responsible-state';

/** GET /api/responsible: the player's limits, reality check and break, with this session's summary. */
export async function getResponsible(): Promise<ResponsibleState> {
  return responsibleStateOf(await apiGet('/api/responsible', quietly));
}
