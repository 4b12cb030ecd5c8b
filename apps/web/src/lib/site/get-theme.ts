import type { Theme } from '@casino/contracts';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';
import { serverNow, syncServerClock } from '../api/server-clock';
import { startUpModel } from '../api/start-up-model';

/** The theme when the server sent none or one this client cannot read: the frame's defaults only. */
export const EMPTY_THEME: Theme = {
  tabs: [],
  menus: [],
  pages: [],
  articles: [],
  assetMappings: {},
  apiCdnKey: '',
};

/**
 * GET /static/theme/{designCacheKey}?device=mobile|pc: the design data (spec §3 "Theme model"). In the
 * design editor's preview it adds `&t={server time}`, is never cached, and the answer's time becomes the
 * client's server clock (spec §4: an update "refreshes the server time").
 */
export async function getTheme(
  designCacheKey: string,
  device: 'mobile' | 'pc',
  preview = false,
): Promise<Theme> {
  const envelope = await apiGet(`/static/theme/${encodeURIComponent(designCacheKey)}`, {
    query: preview ? { device, t: String(serverNow()) } : { device },
    noAlert: true,
    cache: !preview,
  });
  if (preview && typeof envelope.time === 'number') syncServerClock(envelope.time);
  const theme = startUpModel<Theme>(unwrapModel(envelope), ['tabs', 'menus', 'pages', 'articles']);
  if (theme) return theme;
  console.error('design: the answer is not a theme; showing the default frame');
  return EMPTY_THEME;
}
