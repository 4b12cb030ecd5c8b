import { themeSchema, type Theme } from '@casino/contracts';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';

/** The theme when the server sent none or one this client cannot read: the frame's defaults only. */
export const EMPTY_THEME: Theme = {
  tabs: [],
  menus: [],
  pages: [],
  articles: [],
  assetMappings: {},
  apiCdnKey: '',
};

/** GET /static/theme/{designCacheKey}?device=mobile|pc: the design data (spec §3 "Theme model"). */
export async function getTheme(designCacheKey: string, device: 'mobile' | 'pc'): Promise<Theme> {
  const envelope = await apiGet(`/static/theme/${encodeURIComponent(designCacheKey)}`, {
    query: { device },
    noAlert: true,
    cache: true,
  });
  const parsed = themeSchema.safeParse(unwrapModel(envelope) ?? {});
  if (parsed.success) return parsed.data;
  console.error(
    'design: the theme does not match the contract; showing the default frame',
    parsed.error.issues,
  );
  return EMPTY_THEME;
}
