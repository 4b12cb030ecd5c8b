import type { Language } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { clearApiCache } from '../../lib/api/request-cache';
import { useLanguageStore } from '../../lib/i18n/language-store';
import styles from './language-select.module.css';

/** The offered languages and the current one. */
export interface LanguageSelectProps {
  /** Languages from the startup settings. */
  languages: Language[];
  /** The language on screen. */
  language: string;
}

/** Switches the site language; hidden when only one is offered. */
export function LanguageSelect({ languages, language }: LanguageSelectProps) {
  const { t } = useTranslation();
  const choose = useLanguageStore((state) => state.choose);
  if (languages.length < 2) return null;
  return (
    <select
      className={styles.select}
      aria-label={t('LANGUAGE')}
      value={language}
      onChange={(event) => {
        clearApiCache();
        choose(event.target.value);
      }}
      data-testid="language-select"
    >
      {languages.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
