import type { Country } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { useCountryStore } from '../../lib/country/country-store';
import styles from './language-select.module.css';

/** The props of CountrySelect. */
export interface CountrySelectProps {
  /** Countries from the startup settings. */
  countries: Country[];
  /** The country in force when the visitor has not chosen one. */
  fallbackId: string;
}

/** Switches country (with its currency and language); hidden when only one is offered. */
export function CountrySelect({ countries, fallbackId }: CountrySelectProps) {
  const { t } = useTranslation();
  const countryId = useCountryStore((state) => state.countryId) ?? fallbackId;
  const choose = useCountryStore((state) => state.choose);
  if (countries.length < 2) return null;
  return (
    <select
      className={styles.select}
      aria-label={t('COUNTRY')}
      value={countryId}
      onChange={(event) => {
        const country = countries.find((candidate) => candidate.id === event.target.value);
        if (country) choose(country);
      }}
      data-testid="country-select"
    >
      {countries.map((country) => (
        <option key={country.id} value={country.id}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
