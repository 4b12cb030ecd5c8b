import { lazy, Suspense, useEffect } from 'react';

import { FeedbackHost } from '../../components/ui/feedback-host';
import { LoadingCover } from '../../components/ui/loading-cover';
import { PagePopup } from '../../design/components/page-popup';
import { useSessionSync } from '../../features/auth/hooks/use-session-sync';
import { useBrowserIdReady } from '../../features/browser-id/hooks/use-browser-id-ready';
import { RewardsHost } from '../../features/rewards/components/rewards-host';
import { setTextDefaults } from '../../lib/i18n/i18n';
import { resolveLanguage } from '../../lib/i18n/language';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { useLanguagePack } from '../../lib/i18n/use-language-pack';
import { applyVarStyles } from '../../lib/site/apply-var-styles';
import { EMPTY_THEME } from '../../lib/site/get-theme';
import { getSiteConfig } from '../../lib/site/site-config';
import { useStartupSettings } from '../../lib/site/use-startup-settings';
import { useTheme } from '../../lib/site/use-theme';
import { useUiStore } from '../../lib/ui-store';
import { AppLayout } from './app-layout';
import { CountryWelcome } from './country-welcome';

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

/** The store-details page shows a plain spinner instead of the branded cover (spec §2 "Loading view"). */
const PLAIN_LOADING_PATH = 'common/store/apps/details';

/**
 * Start-up inside the app (spec §4): the browser id first, then the startup settings (nothing is rendered
 * until they arrive), then a loading cover until the theme and the language pack are both ready.
 */
export function AppShell() {
  const browserIdReady = useBrowserIdReady();
  const startup = useStartupSettings(browserIdReady);
  const chosen = useLanguageStore((state) => state.chosen);
  const language = chosen ?? (startup.data ? resolveLanguage(null, startup.data.language) : null);
  const pack = useLanguagePack(language);
  const theme = useTheme();
  const loginModal = useUiStore((state) => state.loginModal);
  useSessionSync();

  const minBetAmount = startup.data?.minBetAmount;
  useEffect(() => setTextDefaults({ minBetAmount }), [minBetAmount]);

  const varStyles = startup.data?.buildConfig?.varStyles;
  useEffect(() => {
    if (varStyles) applyVarStyles(varStyles);
  }, [varStyles]);

  if (!startup.data) return null;
  if (pack.isPending || theme.isPending) {
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
        languages={startup.data.languages}
        language={language ?? ''}
        countries={startup.data.countries}
        countryId={startup.data.countryId}
        theme={theme.data ?? EMPTY_THEME}
      />
      <CountryWelcome countries={startup.data.countries} fallbackId={startup.data.countryId} />
      <PagePopup />
      <FeedbackHost />
      <Suspense fallback={null}>
        <WalletHost />
        <NoticesHost />
      </Suspense>
      {/* Loaded with the shell (about 0.4 KB gzip): a lazy host of its own would split the shared chunks of
          the first page and cost it more; its dialog loads on first use. */}
      <RewardsHost />
      {loginModal ? (
        <Suspense fallback={null}>
          <AuthModal mode={loginModal} />
        </Suspense>
      ) : null}
    </>
  );
}
