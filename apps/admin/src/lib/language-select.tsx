import { useTranslation } from 'react-i18next';

import { LANGUAGES, changeLanguage, type Language } from './i18n';

/** The language switcher (en / pt / id), labelled "Language" for assistive technology. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('topBar.language')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
