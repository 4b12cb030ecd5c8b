import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getCategoryGames } from '../../design/api/game-catalogue';
import { getLanguagePack } from '../../lib/i18n/get-language-pack';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { clearApiCache } from '../../lib/api/request-cache';
import { getTheme } from '../../lib/site/get-theme';
import { setSiteConfig } from '../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../testing/fixtures';
import { preloadStartupData } from './preload-startup-data';

const THEME = { tabs: [], menus: [], pages: [], articles: [], assetMappings: {}, apiCdnKey: 'cdn9' };
const GAMES = ['crash', 'aviator', 'mines', 'tower'].map((id) => ({
  id,
  name: id,
  icon: `/static/cdnimg/v2/game-${id}.svg`,
  link: `#gameId=${id}`,
}));

/** The real API client over a fetch that answers like the server and records every path. */
function serve(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/static/theme/')) return envelopeResponse({ model: THEME });
      if (url.pathname.startsWith('/static/lang/')) return envelopeResponse({ model: { HELLO: 'Olá' } });
      if (url.pathname.endsWith('/game_category_list')) return envelopeResponse({ list: [] });
      if (url.pathname.includes('/category_page/')) return envelopeResponse({ page: { content: GAMES } });
      return envelopeResponse({});
    }),
  );
  return asked;
}

beforeEach(() => {
  clearApiCache();
  localStorage.clear();
  useLanguageStore.setState({ chosen: null });
  setSiteConfig(testSiteConfig);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('preloading the start-up reads', () => {
  it('asks for the theme, then the lobby data and the art of its first games; the app reuses the answers', async () => {
    localStorage.setItem('BrowserFingerprintId', 'known');
    const asked = serve();
    const work = preloadStartupData();
    await work.catalogue;
    const paths = asked.map((entry) => entry.split('?')[0]);
    expect(paths[0]).toBe('/static/theme/design1');
    // No language chosen yet: the startup settings will answer with the default our requests name.
    await work.languagePack;
    expect(asked).toContain('/static/lang/lang1?lang=en');
    expect(paths).toContain('/api/static/static/apicdn/cdn9/game/game_category_list');
    expect(paths).toContain('/api/static/static/apicdn/cdn9/game/category_page/00');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      GAMES.slice(0, 3).map((game) => game.icon),
    );
    expect(preloads[0]?.getAttribute('fetchpriority')).toBe('high');

    const before = asked.length;
    await getTheme('design1', asked[0]?.includes('device=pc') ? 'pc' : 'mobile');
    expect(await getCategoryGames('cdn9', '00')).toHaveLength(4);
    expect(asked).toHaveLength(before);
  });

  it('asks for the pack of the chosen language', async () => {
    useLanguageStore.setState({ chosen: 'pt' });
    const asked = serve();
    const work = preloadStartupData();
    await Promise.all([work.languagePack, work.catalogue]);
    expect(asked).toContain('/static/lang/lang1?lang=pt');
    const before = asked.length;
    expect(await getLanguagePack('lang1', 'pt')).toEqual({ HELLO: 'Olá' });
    expect(asked).toHaveLength(before);
  });
});
