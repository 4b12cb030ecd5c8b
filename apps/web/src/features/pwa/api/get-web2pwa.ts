import { web2pwaSchema, type Web2Pwa } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/ads/web2pwa (spec §7, alerts suppressed): the operator's PWA and app-download settings. */
export async function getWeb2Pwa(): Promise<Web2Pwa> {
  return web2pwaSchema.parse(unwrapModel(await apiGet('/api/ads/web2pwa', { noAlert: true })));
}
