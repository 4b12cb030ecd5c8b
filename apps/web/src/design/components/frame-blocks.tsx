import type { GlobalSettings, SiteFooterData, SiteHeaderData } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { AppLink } from '../../lib/navigation/app-link';
import { useInstalledApp } from '../../lib/hooks/use-installed-app';
import { linkShown } from '../../lib/navigation/link-actions';

import { getSiteConfig } from '../../lib/site/site-config';
import { useRealMoney } from '../../lib/site/use-real-money';
import { useAsset, useDesign } from '../design-context';
import { isDesktopLayout } from '../layout-mode';
import { categoryPath } from '../lobby-store';
import { useMenuStore } from '../menu-store';
import { defineDesignComponent } from '../registry-types';
import { DesignIcon } from './design-icon';
import styles from './frame-blocks.module.css';

/** The global settings block renders nothing: the frame applies its values (CSS variables, layout flags). */
export const globalSettingsBlock = defineDesignComponent<GlobalSettings>({
  name: 'GlobalSettings',
  slot: 'settings',
  Component: () => null,
});

/** Header: menu button, logo, the desktop country and language selectors (per the global flags), account. */
export const siteHeaderBlock = defineDesignComponent<SiteHeaderData>({
  name: 'SiteHeader',
  slot: 'top',
  Component: function SiteHeader({ data }) {
    const { t } = useTranslation();
    const { settings, accountCorner, languageSelect, countrySelect } = useDesign();
    const toggleMenu = useMenuStore((state) => state.toggle);
    const menuOpen = useMenuStore((state) => state.open);
    const { siteName, globalConfig } = getSiteConfig();
    const asset = useAsset();
    const logo = asset(globalConfig.pcIcon || globalConfig.icon);
    const selectors = settings.showPcHeaderSelectCountry || settings.showPcHeaderSelectLanguage;
    return (
      <header className={styles.header}>
        {selectors ? (
          <div className={styles.desktopStrip} data-testid="header-desktop-strip">
            {settings.showPcHeaderSelectCountry ? countrySelect : null}
            {settings.showPcHeaderSelectLanguage ? languageSelect : null}
          </div>
        ) : null}
        <div className={styles.headerInner}>
          {data.showMenuButton ? (
            <button
              type="button"
              className={styles.menuButton}
              aria-label={t('MENU')}
              aria-expanded={menuOpen}
              onClick={toggleMenu}
              data-testid="menu-toggle"
            >
              <DesignIcon name="menu" />
            </button>
          ) : null}
          <Link to="/" className={styles.brand} aria-label={t('HOME_LINK', { siteName })}>
            {logo ? (
              <img className={styles.logo} src={logo} alt="" />
            ) : (
              <span className={styles.mark} aria-hidden="true">
                {siteName.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className={styles.siteName}>{siteName}</span>
          </Link>
          <div className={styles.headerActions}>
            {settings.showPcHeaderSelectCountry ? <div className={styles.pcOnly}>{countrySelect}</div> : null}
            {settings.showPcHeaderSelectLanguage ? (
              <div className={styles.pcOnly}>{languageSelect}</div>
            ) : null}
            {accountCorner}
          </div>
        </div>
      </header>
    );
  },
});

/** Side menu: a drawer on phones and tablets, a panel that expands and collapses on desktop. */
export const sideMenuBlock = defineDesignComponent({
  name: 'SideMenu',
  slot: 'side',
  Component: function SideMenu() {
    const { t } = useTranslation();
    const { theme, settings, languageSelect, countrySelect } = useDesign();
    const realMoney = useRealMoney();
    const installed = useInstalledApp();
    const open = useMenuStore((state) => state.open);
    const setOpen = useMenuStore((state) => state.setOpen);
    return (
      <>
        <div
          className={styles.menuBackdrop}
          data-open={open}
          onClick={() => setOpen(false)}
          aria-hidden="true"
        />
        <nav className={styles.sideMenu} data-open={open} aria-label={t('MENU')} data-testid="side-menu">
          <button
            type="button"
            className={styles.menuClose}
            aria-label={t('CLOSE')}
            onClick={() => setOpen(false)}
            data-testid="side-menu-close"
          >
            <DesignIcon name="close" size={20} />
          </button>
          <ul className={styles.menuList}>
            {theme.menus
              .filter((entry) => linkShown(entry.link, { realMoney, installed }))
              .map((entry) => {
                const categoryId = entry.data.categoryId;
                return (
                  <li key={entry.id}>
                    <AppLink
                      link={typeof categoryId === 'string' ? categoryPath(categoryId) : entry.link}
                      className={styles.menuItem}
                      title={t(entry.name)}
                      onClick={() => {
                        if (!isDesktopLayout()) setOpen(false);
                      }}
                    >
                      <DesignIcon name={entry.icon} />
                      <span className={styles.menuLabel}>{t(entry.name)}</span>
                    </AppLink>
                  </li>
                );
              })}
          </ul>
          <div
            className={styles.menuSelectors}
            data-in-pc-header={settings.showPcHeaderSelectLanguage && settings.showPcHeaderSelectCountry}
          >
            {countrySelect}
            {languageSelect}
          </div>
        </nav>
      </>
    );
  },
});

/** Bottom tab bar of phones and tablets (and of desktop when hideTagBarOnPc is off). */
export const mobileTabBarBlock = defineDesignComponent({
  name: 'MobileTabBar',
  slot: 'overlay',
  Component: function MobileTabBar() {
    const { t } = useTranslation();
    const { theme, settings } = useDesign();
    const { pathname } = useLocation();
    const realMoney = useRealMoney();
    const installed = useInstalledApp();
    return (
      <nav
        className={styles.tabBar}
        data-pc-hidden={settings.hideTagBarOnPc}
        aria-label={t('TAB_BAR')}
        data-testid="tab-bar"
      >
        {theme.tabs
          // Where the market allows no real money there is nothing to deposit or withdraw; inside the app,
          // nothing to install.
          .filter((tab) => linkShown(tab.link, { realMoney, installed }))
          .map((tab) => (
            <AppLink
              key={tab.id}
              link={tab.link}
              className={styles.tab}
              aria-current={tab.link === pathname ? 'page' : undefined}
            >
              <DesignIcon name={tab.icon} />
              <span>{t(tab.name)}</span>
            </AppLink>
          ))}
      </nav>
    );
  },
});

/** Footer: licence text, responsible-gaming links, 18+. */
export const siteFooterBlock = defineDesignComponent<SiteFooterData>({
  name: 'SiteFooter',
  slot: 'bottom',
  Component: function SiteFooter({ data }) {
    const { t } = useTranslation();
    const { siteName } = getSiteConfig();
    return (
      <footer className={styles.footer} data-testid="site-footer">
        <div className={styles.footerInner}>
          <div className={styles.footerTop}>
            <span className={styles.ageBadge} aria-label={t('AGE_LIMIT_LABEL')}>
              18+
            </span>
            <ul className={styles.footerLinks}>
              {data.links.map((entry) => (
                <li key={entry.name}>
                  <AppLink link={entry.link} className={styles.footerLink}>
                    {t(entry.name)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
          <p className={styles.licence}>{t(data.licenceText, { siteName })}</p>
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {siteName}. {t('FOOTER_RIGHTS')}
          </p>
        </div>
      </footer>
    );
  },
});
