import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import commonEn from './i18n/en.json';
import commonId from './i18n/id.json';
import commonPt from './i18n/pt.json';

/** The back office's languages, in the order the switcher lists them. */
export const LANGUAGES = ['en', 'pt', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_KEY = 'admin.lang';
/** Number and date formats follow the market each language is for. */
const LOCALES: Record<Language, string> = { en: 'en-GB', pt: 'pt-BR', id: 'id-ID' };

type Strings = Record<string, unknown>;
type Resources = Record<string, Record<string, Strings>>;

function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Each screen folder's packs (`screens/<folder>/i18n/<lang>.json`) become the namespace `<folder>`. */
function screenResources(): Resources {
  const files = import.meta.glob<{ default: Strings }>('../screens/*/i18n/*.json', { eager: true });
  const resources: Resources = {};
  for (const [path, file] of Object.entries(files)) {
    const match = /screens\/([^/]+)\/i18n\/([a-z]{2})\.json$/.exec(path);
    if (!match?.[1] || !isLanguage(match[2])) continue;
    const language = match[2];
    resources[language] = { ...resources[language], [match[1]]: file.default };
  }
  return resources;
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage refused: fall through to the browser's language.
  }
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

const screens = screenResources();
const common: Record<Language, Strings> = { en: commonEn, pt: commonPt, id: commonId };

/** The back office's one i18next instance: namespace `common` plus one per screen folder. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['common', ...Object.keys(screens.en ?? {})],
  defaultNS: 'common',
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...screens[language], common: common[language] }]),
  ),
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  // Re-render when the server's status texts arrive (they are added after start).
  react: { useSuspense: false, bindI18nStore: 'added' },
});

// Screen readers and the browser's spell check follow <html lang>.
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The active language, one of LANGUAGES. */
export function activeLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** The Intl locale of a language, for numbers, money and dates. */
export function localeOf(language: string): string {
  return isLanguage(language) ? LOCALES[language] : LOCALES.en;
}

/** Switches the language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered, but switched.
  }
  await i18n.changeLanguage(language);
}
