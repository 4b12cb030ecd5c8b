import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';

/** The design data of the site (spec §3 "Theme model"); the page engine that reads it comes later. */
export interface Theme {
  tabs: unknown[];
  menus: unknown[];
  pages: unknown[];
  articles: unknown[];
  /** Asset names to resource ids. */
  assetMappings: Record<string, string>;
}

/** GET /static/theme/{designCacheKey}?device=mobile|pc. */
export async function getTheme(designCacheKey: string, device: 'mobile' | 'pc'): Promise<Theme> {
  const envelope = await apiGet<Partial<Theme>>(`/static/theme/${encodeURIComponent(designCacheKey)}`, {
    query: { device },
    noAlert: true,
    cache: true,
  });
  const model = unwrapModel(envelope) ?? {};
  return {
    tabs: model.tabs ?? [],
    menus: model.menus ?? [],
    pages: model.pages ?? [],
    articles: model.articles ?? [],
    assetMappings: model.assetMappings ?? {},
  };
}
