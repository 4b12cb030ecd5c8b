import type { Country, Language, Theme } from '@casino/contracts';
import { lazy, memo, Suspense, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';

import { siteHeaderBlock } from '../../design/components/frame-blocks';
import { DesignProvider } from '../../design/design-context';
import { applyGlobalSettings, readGlobalSettings } from '../../design/global-settings';
import { mobileLayoutOf } from '../../design/layout-mode';
import { useMenuStore } from '../../design/menu-store';
import { lookupDesignComponent } from '../../design/registry';
import { RenderPage } from '../../design/render-page';
import { HeaderAccount } from '../../features/auth/components/header-account';
import { WalletButton } from '../../features/wallet/components/wallet-button';
import { hasToken, useSessionStore } from '../../lib/session/user-store';
import styles from './app-layout.module.css';
import { CountrySelect } from './country-select';
import { LanguageSelect } from './language-select';
import { useAddressLink } from './use-address-link';
import { useInviteLanding } from './use-invite-landing';
import { useScrollToTop } from './use-scroll-to-top';

/** The live-chat link with its unread badge; its code (and the socket client) loads after the first paint. */
const ChatHeaderLink = lazy(() =>
  import('../../features/chat/components/chat-unread-badge').then((module) => ({
    default: module.ChatHeaderLink,
  })),
);

/** What the frame needs from the startup settings and the theme. */
export interface AppLayoutProps {
  /** Languages offered by the startup settings. */
  languages: Language[];
  /** The language on screen. */
  language: string;
  /** Countries offered by the startup settings. */
  countries: Country[];
  /** The startup settings' country, in force until the visitor chooses one. */
  countryId: string;
  /** The site's design. */
  theme: Theme;
}

const HeaderFallback = siteHeaderBlock.Component;

/**
 * The page frame, built from the design's global pages: header (top), side menu, the routed page and
 * the footer, the tab bar above everything. The global settings become CSS variables on :root. Memoised: the
 * shell's own changes (its deferred hosts starting, settings read again unchanged) do not render the page again.
 */
export const AppLayout = memo(function AppLayout({
  languages,
  language,
  countries,
  countryId,
  theme,
}: AppLayoutProps) {
  useScrollToTop();
  useInviteLanding();
  useAddressLink();
  const { pathname } = useLocation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const menuOpen = useMenuStore((state) => state.open);
  const setMenuOpen = useMenuStore((state) => state.setOpen);
  const settings = useMemo(() => readGlobalSettings(theme.pages), [theme]);
  useLayoutEffect(() => {
    applyGlobalSettings(settings);
    // A forced mobile layout has the phone's drawer menu, closed until asked for, at every width.
    if (mobileLayoutOf(settings)) setMenuOpen(false);
  }, [settings, setMenuOpen]);

  const globalPages = useMemo(() => theme.pages.filter((page) => page.type === 'global'), [theme]);
  const globalItems = useMemo(() => globalPages.flatMap((page) => page.items), [globalPages]);
  const globalRefs = useMemo(
    () => globalPages.flatMap((page) => page.items.map((_item, index) => ({ pageId: page.id, index }))),
    [globalPages],
  );
  const hasHeader = globalItems.some((item) => lookupDesignComponent(item.comId)?.slot === 'top');
  const hasSideMenu = globalItems.some((item) => lookupDesignComponent(item.comId)?.slot === 'side');
  const slot = (name: 'top' | 'side' | 'bottom' | 'overlay') => (
    <RenderPage
      items={globalItems}
      pathname={pathname}
      lookup={lookupDesignComponent}
      slot={name}
      blockRefs={globalRefs}
    />
  );

  return (
    <DesignProvider
      value={{
        theme,
        settings,
        accountCorner: (
          <>
            {loggedIn ? (
              <Suspense fallback={null}>
                <ChatHeaderLink />
              </Suspense>
            ) : null}
            <WalletButton />
            <HeaderAccount />
          </>
        ),
        languageSelect: <LanguageSelect languages={languages} language={language} />,
        countrySelect: <CountrySelect countries={countries} fallbackId={countryId} />,
      }}
    >
      {hasHeader ? slot('top') : <HeaderFallback data={{ showMenuButton: false }} />}
      {slot('side')}
      <div
        className={styles.body}
        data-side-menu={hasSideMenu}
        data-menu-open={menuOpen}
        data-menu-push={settings.expandMenuMode === 1}
      >
        <main className={styles.main}>
          <Outlet />
        </main>
        {slot('bottom')}
      </div>
      {slot('overlay')}
    </DesignProvider>
  );
});
