import { SPEC } from '@casino/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANGUAGE } from './language';

/**
 * The one i18next instance. Texts come only from the server's language pack (GET /static/lang/…); keys are
 * flat UPPER_SNAKE_CASE (no namespaces, no nesting) and placeholders are written `${name}`.
 * A key that is missing from the pack is shown as itself, which is also how a raw server message that is
 * not a key falls back to its own text.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: {},
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: {
    escapeValue: false,
    prefix: '${',
    suffix: '}',
    defaultVariables: { minBetAmount: SPEC.minBetAmountDefault },
  },
  react: { useSuspense: false },
});

// Screen readers and the browser's own features (spell check, translation offers) follow <html lang>.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Spec §3: packs also write site values as `#{name}` (e.g. #{minBetAmount}); both forms interpolate. */
function normalisePlaceholders(pack: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pack).map(([key, text]) => [key, text.replace(/#\{(\w+)\}/g, '${$1}')]),
  );
}

/** Adds (or refreshes) the texts of a language without making it the active one. */
export function addLanguagePack(language: string, pack: Record<string, string>): void {
  // Flat keys: a shallow merge over the texts at hand, of a map made here (no deep merge or copy of ~1 500 texts).
  i18n.addResourceBundle(language, 'translation', normalisePlaceholders(pack), false, true, {
    skipCopy: true,
  });
}

/** Makes `language` the active one (its pack must have been added); nothing happens when it already is. */
export async function activateLanguage(language: string): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Installs a language pack and makes it the active language. */
export async function installLanguagePack(language: string, pack: Record<string, string>): Promise<void> {
  addLanguagePack(language, pack);
  await activateLanguage(language);
}

/** Translates `key`, interpolating `values`; returns the key itself when the pack lacks it. */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, values ?? {});
}

/** The active language id (en, pt, id, …). */
export function activeLanguage(): string {
  return i18n.language || DEFAULT_LANGUAGE;
}

/** Values every text may use without the caller passing them: the minimum bet (1 when unset). */
export function setTextDefaults(values: { minBetAmount?: number | undefined }): void {
  const minBetAmount = values.minBetAmount ?? SPEC.minBetAmountDefault;
  i18n.options.interpolation = {
    ...i18n.options.interpolation,
    defaultVariables: { ...i18n.options.interpolation?.defaultVariables, minBetAmount },
  };
}
