import { SITE_CONFIG_ELEMENT_ID, siteConfigSchema } from '@casino/contracts';
import type { SiteConfig } from '@casino/contracts';

import { apiGet } from '../api/client';

function parseSiteConfig(value: unknown, source: string): SiteConfig | null {
  const parsed = siteConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error(`Site configuration from ${source} does not match the contract`, parsed.error.issues);
  return null;
}

/**
 * The site configuration the server wrote into index.html. Null when the block still holds `null` (the
 * Vite dev server serves the page untouched) or holds something unusable.
 */
export function readInlineSiteConfig(doc: Document = document): SiteConfig | null {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text || text === 'null') return null;
  try {
    return parseSiteConfig(JSON.parse(text), 'index.html');
  } catch {
    console.error('Site configuration in index.html is not JSON');
    return null;
  }
}

/** GET /api/home/site_config, for when the page was not served by the API server. */
export async function fetchSiteConfig(): Promise<SiteConfig | null> {
  const envelope = await apiGet('/api/home/site_config', { noAlert: true });
  return envelope.status === 0 ? parseSiteConfig(envelope.model, '/api/home/site_config') : null;
}

let current: SiteConfig | null = null;

/** Fixes the configuration for this page load; start-up calls it once before rendering. */
export function setSiteConfig(config: SiteConfig): void {
  current = config;
}

/** The configuration of this page load. Only valid after start-up. */
export function getSiteConfig(): SiteConfig {
  if (!current) throw new Error('Site configuration read before start-up loaded it');
  return current;
}
