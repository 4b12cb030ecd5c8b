import { create } from 'zustand';

import { readLocal, writeLocal } from '../storage/local-storage';
import { i18n } from './i18n';
import { isLanguageId } from './language';

interface LanguageState {
  /** The language the visitor chose (stored currentLanguage), or null to follow the startup settings. */
  chosen: string | null;
  /** Stores and applies a language the visitor picked. */
  choose: (language: string) => void;
}

/** Starts empty; start-up loads the stored choice (loadLanguageChoice) once the address's lang is stored. */
export const useLanguageStore = create<LanguageState>()((set) => ({
  chosen: null,
  choose: (language) => {
    writeLocal('currentLanguage', language);
    set({ chosen: language });
  },
}));

/**
 * Start-up: adopts the stored currentLanguage (which may just have come from the lang query parameter),
 * so that the first requests already carry it in the LANG header.
 */
export function loadLanguageChoice(): void {
  const stored = readLocal('currentLanguage');
  const chosen = isLanguageId(stored) ? stored : null;
  useLanguageStore.setState({ chosen });
  if (chosen) void i18n.changeLanguage(chosen);
}
