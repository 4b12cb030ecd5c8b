import { lazy, Suspense, useEffect } from 'react';

import { FeedbackHost } from '../../components/ui/feedback-host';
import { LoadingCover } from '../../components/ui/loading-cover';
import { PagePopup } from '../../design/components/page-popup';
import { EditorHost } from '../../design/editor/editor-host';
import { RewardsHost } from '../../features/rewards/components/rewards-host';
import { linkActionsReady } from '../../lib/navigation/link-actions';
import { useRainAlertStore, type RainAlert } from '../../features/rewards/stores/rain-alert-store';
import { EMPTY_THEME } from '../../lib/site/get-theme';
import { hasToken, useSessionStore } from '../../lib/session/user-store';
import { getSiteConfig } from '../../lib/site/site-config';
import { isEditorMode } from '../../lib/site/editor-store';
import { useTheme } from '../../lib/site/use-theme';
import { useDeferredStart } from '../../lib/hooks/use-deferred-start';
import { useUiStore } from '../../lib/ui-store';
import { AppLayout } from './app-layout';
import { CountryWelcome } from './country-welcome';
import { useShellStartup } from './use-shell-startup';

const AuthModal = lazy(() =>
  import('../../features/auth/components/auth-modal').then((module) => ({ default: module.AuthModal })),
);

// The hosts of the realtime pushes and of the wallet (with the socket client) load after the first paint:
// they react to later events, so the lobby need not wait for their code.
const NoticesHost = lazy(() =>
  import('../../features/notices/components/notices-host').then((module) => ({
    default: module.NoticesHost,
  })),
);
const WalletHost = lazy(() =>
  import('../../features/wallet/components/wallet-host').then((module) => ({ default: module.WalletHost })),
);
// The installable app (service worker, install prompt, #download): after the first paint, like the hosts above.
const PwaHost = lazy(() =>
  import('../../features/pwa/components/pwa-host').then((module) => ({ default: module.PwaHost })),
);
// The reality check's host (a timer to its due time) loads only for a logged-in player.
const RealityCheckHost = lazy(() =>
  import('../../features/responsible/components/reality-check-host').then((module) => ({
    default: module.RealityCheckHost,
  })),
);

/** A money rain the notices hear of is the rewards' to show (a banner inviting the player to catch a packet). */
const announceMoneyRain = (rain: RainAlert) => useRainAlertStore.getState().announce(rain);

/** Mounted after the hosts that register link actions: once they have committed, actions need not wait. */
function LinkActionsReady(): null {
  useEffect(linkActionsReady, []);
  return null;
}

/** The store-details page shows a plain spinner instead of the branded cover (spec §2 "Loading view"). */
const PLAIN_LOADING_PATH = 'common/store/apps/details';

/**
 * Start-up inside the app (spec §4): the browser id first, then the startup settings (nothing is rendered
 * until they arrive), then a loading cover until the theme and the language pack are both ready.
 */
export function AppShell() {
  const { startup, language, packPending } = useShellStartup();
  const theme = useTheme();
  const loginModal = useUiStore((state) => state.loginModal);
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  // The first screen first: the hosts below react to later events (pushes, popups, the installable app).
  const started = useDeferredStart();

  if (!startup) return null;
  if (packPending || theme.isPending) {
    const { siteName, globalConfig } = getSiteConfig();
    return (
      <LoadingCover
        brand={siteName}
        logoSrc={globalConfig.loadingIcon || undefined}
        plain={window.location.pathname.includes(PLAIN_LOADING_PATH)}
      />
    );
  }

  return (
    <>
      <AppLayout
        languages={startup.languages}
        language={language ?? ''}
        countries={startup.countries}
        countryId={startup.countryId}
        theme={theme.data ?? EMPTY_THEME}
      />
      {started ? (
        <>
          <CountryWelcome countries={startup.countries} fallbackId={startup.countryId} />
          <PagePopup />
          <FeedbackHost />
          <Suspense fallback={null}>
            <WalletHost />
            <NoticesHost onMoneyRain={announceMoneyRain} />
            <PwaHost />
            {/* After the lazy hosts: it commits when they all have. */}
            <LinkActionsReady />
          </Suspense>
          {/* A boundary of its own: its code loads at login, which must not hide the hosts above meanwhile. */}
          {loggedIn ? (
            <Suspense fallback={null}>
              <RealityCheckHost />
            </Suspense>
          ) : null}
          {/* Loaded with the shell (about 0.4 KB gzip): a lazy host of its own would split the shared chunks
              of the first page and cost it more; its dialog loads on first use. */}
          <RewardsHost />
        </>
      ) : null}
      {/* Not lazy nor deferred: the editor's first message may come as soon as the page shows (a few hundred
          bytes); the editor's page is never the server's first paint. */}
      {isEditorMode() ? <EditorHost /> : null}
      {loginModal ? (
        <Suspense fallback={null}>
          <AuthModal mode={loginModal} />
        </Suspense>
      ) : null}
    </>
  );
}
