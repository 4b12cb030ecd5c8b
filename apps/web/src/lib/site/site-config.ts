import { SITE_CONFIG_ELEMENT_ID } from '@casino/contracts';
import type { SiteConfig } from '@casino/contracts';

import { startUpModel } from '../api/start-up-model';

/** `value` as the site configuration when it is one (see startUpModel); null (and a console error) otherwise. */
export function parseSiteConfig(value: unknown, source: string): SiteConfig | null {
  const config = startUpModel<SiteConfig>(value, [
    'siteId',
    'designCacheKey',
    'langItemsCacheKey',
    'currencies',
  ]);
  if (!config) console.error(`Site configuration from ${source} is not one`);
  return config;
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
