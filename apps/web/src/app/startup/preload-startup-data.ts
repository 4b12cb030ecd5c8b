import { getCategoryGames, getGameCategories } from '../../design/api/game-catalogue';
import { themeDevice } from '../../lib/device';
import { getLanguagePack } from '../../lib/i18n/get-language-pack';
import { activeLanguage } from '../../lib/i18n/i18n';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { getTheme } from '../../lib/site/get-theme';
import { getSiteConfig } from '../../lib/site/site-config';

/** How many of the lobby's first games get their art asked for before the lobby renders. */
const PRELOADED_ART = 3;

/** The work preloadStartupData started, for tests. */
export interface StartupPreloads {
  theme: Promise<unknown>;
  catalogue: Promise<unknown>;
  languagePack: Promise<unknown>;
}

function preloadImage(href: string, priority: 'high' | 'auto'): void {
  const known = [...document.head.querySelectorAll('link[rel="preload"]')];
  if (!href || known.some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', priority);
  document.head.append(link);
}

/**
 * Starts, while the app's own start-up runs (browser id, then startup settings, then the language pack:
 * spec §4), the reads that depend on none of it, so that they are answered by the time the app asks:
 * the theme, then the lobby's categories and All Games page with the art of its first games; the
 * language pack of the language the startup settings will name. The app's own calls reuse the answers
 * through the API client's cache and single-flight; nothing here decides anything or shows anything.
 */
export function preloadStartupData(): StartupPreloads {
  const { designCacheKey, langItemsCacheKey } = getSiteConfig();
  const theme = getTheme(designCacheKey, themeDevice());
  const catalogue = theme.then(async ({ apiCdnKey }) => {
    const [, games] = await Promise.all([getGameCategories(apiCdnKey), getCategoryGames(apiCdnKey, '00')]);
    games
      .slice(0, PRELOADED_ART)
      .forEach((game, index) => preloadImage(game.icon, index === 0 ? 'high' : 'auto'));
  });
  // The startup settings answer with the language our requests name (the stored choice, else the
  // default en) whenever the site offers it, so its pack can be on its way before they arrive.
  const language = useLanguageStore.getState().chosen ?? activeLanguage();
  const languagePack = getLanguagePack(langItemsCacheKey, language);
  const settle = (work: Promise<unknown>) => work.catch(() => undefined);
  return {
    theme: settle(theme),
    catalogue: settle(catalogue),
    languagePack: settle(languagePack),
  };
}
