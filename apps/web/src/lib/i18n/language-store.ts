import { create } from 'zustand';

import { readLocal, writeLocal } from '../storage/local-storage';

interface LanguageState {
  /** The language the visitor chose (stored currentLanguage), or null to follow the startup settings. */
  chosen: string | null;
  /** Stores and applies a language the visitor picked. */
  choose: (language: string) => void;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  chosen: readLocal('currentLanguage'),
  choose: (language) => {
    writeLocal('currentLanguage', language);
    set({ chosen: language });
  },
}));
