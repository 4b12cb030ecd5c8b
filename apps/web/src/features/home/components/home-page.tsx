import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';
import { useUiStore } from '../../../lib/ui-store';
import styles from './home-page.module.css';

const LOBBY_SECTIONS = [
  'LOBBY_SECTION_CRASH',
  'LOBBY_SECTION_ORIGINALS',
  'LOBBY_SECTION_LOTTERY',
  'LOBBY_SECTION_SPORTS',
];

/** Home: a welcome and a placeholder for the game lobby, which comes with the games. */
export function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const openLogin = useUiStore((state) => state.openLogin);
  const { siteName } = getSiteConfig();

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>{t('HOME_EYEBROW')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('HOME_WELCOME', { siteName })}
        </h1>
        <p className={styles.text} data-testid="lobby-coming-soon">
          {t('HOME_LOBBY_COMING')}
        </p>
        {loggedIn ? null : <Button onClick={() => openLogin('register')}>{t('CREATE_ACCOUNT')}</Button>}
      </section>
      <section aria-label={t('HOME_LOBBY_PREVIEW')}>
        <ul className={styles.lobby}>
          {LOBBY_SECTIONS.map((key) => (
            <li key={key} className={styles.tile}>
              <span className={styles.badge}>{t('COMING_SOON_BADGE')}</span>
              <span className={styles.tileName}>{t(key)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
