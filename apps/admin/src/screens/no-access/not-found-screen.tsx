import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address inside /admin that names no screen. */
export function NotFoundScreen() {
  const { t } = useTranslation('no-access');
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <Link to="/">{t('home')}</Link>
    </section>
  );
}
