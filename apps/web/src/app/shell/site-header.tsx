import type { Language } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { HeaderAccount } from '../../features/auth/components/header-account';
import { currentDevice } from '../../lib/device';
import { getSiteConfig } from '../../lib/site/site-config';
import { LanguageSelect } from './language-select';
import styles from './site-header.module.css';

/** What the header needs from the startup settings. */
export interface SiteHeaderProps {
  /** Languages the visitor may switch between. */
  languages: Language[];
  /** The language on screen. */
  language: string;
}

/** Logo and site name, language choice, and the account corner. */
export function SiteHeader({ languages, language }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { siteName, globalConfig } = getSiteConfig();
  const logo = currentDevice() === 'PC' ? globalConfig.pcIcon || globalConfig.icon : globalConfig.icon;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('HOME_LINK', { siteName })}>
          {logo ? (
            <img className={styles.logo} src={logo} alt="" />
          ) : (
            <span className={styles.mark} aria-hidden="true">
              {siteName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className={styles.name}>{siteName}</span>
        </Link>
        <div className={styles.actions}>
          <LanguageSelect languages={languages} language={language} />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
