import type { Web2Pwa } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../lib/feedback/feedback-store';
import { isNativeShell } from '../../../lib/native/shell';
import { openExternal, registerLinkAction } from '../../../lib/navigation/link-actions';
import { readLocal, writeLocal } from '../../../lib/storage/local-storage';
import { useUiStore } from '../../../lib/ui-store';
import { chooseDownloadStep, offersIosGuideOnArrival, type DownloadStep } from '../download-action';
import { web2PwaQuery, useWeb2Pwa } from '../hooks/use-web2pwa';
import { installPwa } from '../install-pwa';
import { isIosSafari, launchedStandalone } from '../platform';
import { registerWorkerWhenIdle } from '../register-worker';
import { captureInstallPrompt, usePwaStore } from '../stores/pwa-store';
import { InstallProgress } from './install-progress';
import { IosAddHomeGuide } from './ios-add-home-guide';
import { UpdateToast } from './update-toast';

/** Where this page runs, read once: the launch URL (`?pwa=1`) does not survive client-side navigation. */
function readPlatform() {
  return {
    nativeShell: isNativeShell(),
    standalone: launchedStandalone(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  };
}

let workerRegistered = false;

/**
 * Mounted once by the shell: registers the service worker after the first paint and announces a waiting
 * update, keeps the browser's install prompt, answers the `#download` link (spec §2, §4 "PWA install") and
 * shows the install progress and the iOS Safari add-to-home guide.
 */
export function PwaHost() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [platform] = useState(readPlatform);
  const config = useWeb2Pwa().data ?? null;
  const installing = usePwaStore((state) => state.installing);
  const progress = usePwaStore((state) => state.progress);
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  const guideShown = useUiStore((state) => state.safariAddHomeScreenShow);

  useEffect(() => {
    if (platform.standalone) writeLocal('pwa', '1');
    if (!workerRegistered) {
      workerRegistered = true;
      registerWorkerWhenIdle((apply) => usePwaStore.setState({ applyUpdate: apply }));
    }
    return captureInstallPrompt();
  }, [platform]);

  useEffect(() => {
    const follow = (step: DownloadStep) => {
      switch (step.kind) {
        case 'already-installed':
          showToast(t('PWA_ALREADY_INSTALLED'));
          return;
        case 'open-link':
          openExternal(step.url);
          return;
        case 'ios-guide':
          useUiStore.getState().setUi({ safariAddHomeScreenShow: true, safariAddHomeScreenData: null });
          return;
        case 'install-pwa':
          void installPwa();
          return;
        case 'unavailable':
          showToast(t('PWA_INSTALL_UNAVAILABLE'));
      }
    };
    return registerLinkAction('download', async (value) => {
      const settings: Web2Pwa | null = await queryClient.fetchQuery(web2PwaQuery).catch(() => null);
      follow(chooseDownloadStep({ ...platform, config: settings, value }));
    });
  }, [platform, queryClient, t]);

  useEffect(() => {
    if (offersIosGuideOnArrival({ ...platform, config }, readLocal('iosAddHomeGuideSeen') === '1'))
      useUiStore.getState().setUi({ safariAddHomeScreenShow: true });
  }, [platform, config]);

  const closeGuide = () => {
    writeLocal('iosAddHomeGuideSeen', '1');
    useUiStore.getState().setUi({ safariAddHomeScreenShow: false, safariAddHomeScreenData: null });
  };

  return (
    <>
      {installing ? <InstallProgress percent={progress} /> : null}
      {applyUpdate ? (
        <UpdateToast onReload={applyUpdate} onLater={() => usePwaStore.setState({ applyUpdate: null })} />
      ) : null}
      {guideShown ? <IosAddHomeGuide onClose={closeGuide} /> : null}
    </>
  );
}
