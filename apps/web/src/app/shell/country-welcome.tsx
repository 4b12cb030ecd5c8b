import type { Country } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { useCountryStore } from '../../lib/country/country-store';
import { usePopupSlot } from '../../lib/popup-layer';
import { useUiStore } from '../../lib/ui-store';
import styles from './country-welcome.module.css';

/** The props of CountryWelcome. */
export interface CountryWelcomeProps {
  /** Countries from the startup settings. */
  countries: Country[];
  /** The startup settings' country, kept when the visitor closes the popup without choosing. */
  fallbackId: string;
}

/**
 * Spec §2 "selectCountryShow": while no country is stored, a welcome card asks for one. It does not
 * block the page (a visitor may log in first) and steps aside while the login modal is open.
 */
export function CountryWelcome({ countries, fallbackId }: CountryWelcomeProps) {
  const { t } = useTranslation();
  const stored = useCountryStore((state) => state.countryId);
  const choose = useCountryStore((state) => state.choose);
  const loginOpen = useUiStore((state) => state.loginModal !== null);
  const wanted = !stored && !loginOpen && countries.length > 0;
  const { zIndex, visible } = usePopupSlot(wanted);
  if (!wanted || !visible) return null;
  const fallback = countries.find((country) => country.id === fallbackId) ?? countries[0];
  return (
    <div
      className={styles.card}
      style={{ zIndex }}
      role="dialog"
      aria-modal="false"
      aria-labelledby="country-welcome-title"
      data-testid="country-popup"
    >
      <div className={styles.head}>
        <h2 id="country-welcome-title" className={styles.title}>
          {t('COUNTRY_WELCOME_TITLE')}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('CLOSE')}
          onClick={() => fallback && choose(fallback)}
        >
          ×
        </button>
      </div>
      <p className={styles.text}>{t('COUNTRY_WELCOME_TEXT')}</p>
      <div className={styles.options}>
        {countries.map((country) => (
          <button
            key={country.id}
            type="button"
            className={styles.option}
            onClick={() => choose(country)}
            data-testid={`country-option-${country.id}`}
          >
            <span className={styles.code}>{country.id}</span>
            <span>{country.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
