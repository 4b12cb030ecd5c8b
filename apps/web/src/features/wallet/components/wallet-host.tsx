import { lazy, Suspense, useEffect } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { useTheme } from '../../../lib/site/use-theme';
import { usePaidListTracking } from '../hooks/use-paid-list-tracking';
import { useRechargeSuccess } from '../hooks/use-recharge-success';
import { useWalletLinkActions } from '../hooks/use-wallet-link-actions';
import { useWalletStore } from '../stores/wallet-store';
import {
  canOfferAppDownload,
  rechargeAppDownloadBlock,
  RechargeAppDownloadPopup,
} from './recharge-app-download-popup';

const WalletModal = lazy(() => import('./wallet-modal').then((module) => ({ default: module.WalletModal })));

/**
 * Mounted once by the shell: answers #recharge and #withdraw, tracks paid purchases (and rechecks them on a
 * RECHARGE_SUCCESS push), and shows the wallet and the app-download popup that follows a paid deposit. Logging out closes the wallet.
 */
export function WalletHost() {
  useWalletLinkActions();
  usePaidListTracking();
  useRechargeSuccess();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const { view, close, appDownloadOpen, setAppDownloadOpen } = useWalletStore();
  const startup = useStartupSettings();
  const pages = useTheme().data?.pages;

  useEffect(() => {
    if (!loggedIn) close();
  }, [loggedIn, close]);

  const downloadLink = startup.data?.apkLink ?? '';
  const offerApp =
    appDownloadOpen && canOfferAppDownload(downloadLink, startup.data?.disableAppDownload ?? true);
  return (
    <>
      {view && loggedIn ? (
        <Suspense fallback={null}>
          <WalletModal view={view} />
        </Suspense>
      ) : null}
      {offerApp ? (
        <RechargeAppDownloadPopup
          downloadLink={downloadLink}
          mandatory={rechargeAppDownloadBlock(pages ?? []).mandatory}
          onClose={() => setAppDownloadOpen(false)}
        />
      ) : null}
    </>
  );
}
