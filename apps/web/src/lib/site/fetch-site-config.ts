import type { SiteConfig } from '@casino/contracts';

import { apiGet } from '../api/client';
import { parseSiteConfig } from './site-config';

/**
 * GET /api/home/site_config, for when the page was not served by the API server. A file of its own: the
 * API client reads the configuration (the site key of the encrypted paths), so the holder of the
 * configuration must not import the client.
 */
export async function fetchSiteConfig(): Promise<SiteConfig | null> {
  const envelope = await apiGet('/api/home/site_config', { noAlert: true });
  return envelope.status === 0 ? parseSiteConfig(envelope.model, '/api/home/site_config') : null;
}
