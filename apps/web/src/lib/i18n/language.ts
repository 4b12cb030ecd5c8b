import { LANGUAGE_ID_PATTERN } from '@casino/contracts';

/** The spec's default language. */
export const DEFAULT_LANGUAGE = 'en';

/** BCP 47 locales for number formats of the handled languages (spec §1). */
const LOCALES: Record<string, string> = { en: 'en-US', pt: 'pt-BR', id: 'id-ID' };

/** The number-format locale of a language id; en-US when unknown. */
export function localeOf(language: string): string {
  return LOCALES[language] ?? LOCALES[language.slice(0, 2)] ?? 'en-US';
}

/** True for a well-formed language id (`pt`, `pt-BR`). */
export function isLanguageId(value: string | null | undefined): value is string {
  return typeof value === 'string' && LANGUAGE_ID_PATTERN.test(value);
}

/**
 * The language to show (spec §4): the stored currentLanguage (which start-up took from the lang query
 * parameter when none was stored), else the startup settings' language, else en.
 */
export function resolveLanguage(stored: string | null, startupLanguage: string | undefined): string {
  if (isLanguageId(stored)) return stored;
  if (isLanguageId(startupLanguage)) return startupLanguage;
  return DEFAULT_LANGUAGE;
}
