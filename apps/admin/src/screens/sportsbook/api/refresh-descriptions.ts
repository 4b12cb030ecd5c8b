import { sportsDescriptionsRefreshedSchema, type SportsDescriptionsRefreshed } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/sports/descriptions/refresh: the market descriptions fetched again from the feed's source. */
export async function refreshDescriptions(): Promise<SportsDescriptionsRefreshed> {
  const { model } = await api('POST', '/sports/descriptions/refresh', { body: {} });
  return sportsDescriptionsRefreshedSchema.parse(model);
}
