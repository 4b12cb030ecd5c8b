import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Button } from '../../../components/ui/button';
import { useDesign } from '../../../design/design-context';
import { lookupDesignComponent } from '../../../design/registry';
import { RenderPage } from '../../../design/render-page';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';
import { useUiStore } from '../../../lib/ui-store';
import styles from './home-page.module.css';

/** Home: the design's home page; a plain welcome when the design has none. */
export function HomePage() {
  const { t } = useTranslation();
  const { theme } = useDesign();
  const { pathname } = useLocation();
  const page = theme.pages.find((candidate) => candidate.id === 'home');
  const blockRefs = useMemo(() => page?.items.map((_item, index) => ({ pageId: 'home', index })), [page]);
  if (!page) return <Welcome />;
  return (
    <div data-testid="home-page">
      {/* The page's one h1 names the site for screen readers and search; the banner is its visual title. */}
      <h1 className="visually-hidden">{t('HOME_HEADING', { siteName: getSiteConfig().siteName })}</h1>
      <RenderPage
        items={page.items}
        pathname={pathname}
        lookup={lookupDesignComponent}
        blockRefs={blockRefs}
      />
    </div>
  );
}

/** The welcome of a site whose design has no home page yet. */
function Welcome() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const openLogin = useUiStore((state) => state.openLogin);
  const { siteName } = getSiteConfig();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>{t('HOME_EYEBROW')}</p>
      <h1 id="home-title" className={styles.title}>
        {t('HOME_WELCOME', { siteName })}
      </h1>
      {loggedIn ? null : <Button onClick={() => openLogin('register')}>{t('CREATE_ACCOUNT')}</Button>}
    </section>
  );
}
