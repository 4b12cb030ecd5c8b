import { useTranslation } from 'react-i18next';

import { DEFAULT_LANGUAGE } from '../../../lib/i18n/language';

/** The language the book names markets and outcomes in: the player's, by its first two letters (`pt-BR` → `pt`). */
export function sportsLanguageOf(language: string | undefined): string {
  return (language || DEFAULT_LANGUAGE).slice(0, 2).toLowerCase();
}

/** The current language as the sports API takes it (`lang`): events and bets are named in it. */
export function useSportsLanguage(): string {
  const { i18n } = useTranslation();
  return sportsLanguageOf(i18n.language);
}
