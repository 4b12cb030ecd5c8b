import { sportsCatalogueSchema, type SportsCatalogue } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/sports/catalogue: the sports with their live and upcoming counts, the feed and the live delay. */
export async function getSportsCatalogue(): Promise<SportsCatalogue> {
  return sportsCatalogueSchema.parse(
    unwrapModel(await apiGet('/api/sports/catalogue', { noAlert: true, noLogin: true })),
  );
}
