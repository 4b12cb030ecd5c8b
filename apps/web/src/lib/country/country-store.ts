import type { Country } from '@casino/contracts';
import { create } from 'zustand';

import { clearApiCache } from '../api/request-cache';
import { useLanguageStore } from '../i18n/language-store';
import { queryClient } from '../query-client';
import { STARTUP_QUERY_KEY } from '../site/use-startup-settings';
import { readLocal, writeLocal } from '../storage/local-storage';

interface CountryState {
  /** The stored currentCountry, or null until the visitor chose one (then the welcome popup shows). */
  countryId: string | null;
  /** Stores a country with its currency and language, and re-renders in them without a reload. */
  choose: (country: Country) => void;
}

/** The visitor's country (spec §3 "Locally stored values": currentCountry, countryId, currencyId). */
export const useCountryStore = create<CountryState>()((set) => ({
  countryId: readLocal('currentCountry'),
  choose: (country) => {
    writeLocal('currentCountry', country.id);
    writeLocal('countryId', country.id);
    writeLocal('currencyId', country.currencyId);
    set({ countryId: country.id });
    clearApiCache();
    useLanguageStore.getState().choose(country.languageId);
    // The COUNTRY header changed: the startup settings (currency, language) follow it.
    void queryClient.invalidateQueries({ queryKey: STARTUP_QUERY_KEY });
  },
}));
