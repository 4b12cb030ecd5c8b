import { useTranslation } from 'react-i18next';

/** Shown in place of a screen whose area the operator's roles do not admit. */
export function NoAccessScreen() {
  const { t } = useTranslation('no-access');
  return (
    <section className="page" aria-labelledby="no-access-title">
      <h1 id="no-access-title">{t('title')}</h1>
      <p>{t('body')}</p>
    </section>
  );
}
