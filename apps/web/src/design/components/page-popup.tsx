import { useEffect } from 'react';
import type { PagePopupTriggerData } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { translate } from '../../lib/i18n/i18n';
import { nativeBridge } from '../../lib/native/bridge';
import { openNativePopup } from '../../lib/native/native-popup';
import { usePopupSlot } from '../../lib/popup-layer';
import { useUiStore } from '../../lib/ui-store';
import { currentMobileLayout, mobileColumnWidth } from '../layout-mode';
import { pagePopupBox, pagePopupDataOf, usePagePopupStore } from '../page-popup-store';
import { defineDesignComponent } from '../registry-types';
import { DesignIcon } from './design-icon';
import styles from './page-popup.module.css';

/**
 * The global trigger (spec §3 `globalPopupData`) opens the page popup; closing it clears the key. Inside the
 * native app an external page opens in the shell's own popup instead when the shell takes it.
 */
function useGlobalPopupTrigger(): () => void {
  const globalPopupData = useUiStore((state) => state.globalPopupData);
  const show = usePagePopupStore((state) => state.show);
  const close = usePagePopupStore((state) => state.close);
  useEffect(() => {
    const data = pagePopupDataOf(globalPopupData);
    if (!data) return;
    if (!nativeBridge.inShell) {
      show(data);
      return;
    }
    void openNativePopup(data.title ? translate(data.title) : '', data.url).then((opened) => {
      if (!opened) show(data);
      else if (useUiStore.getState().globalPopupData === globalPopupData)
        useUiStore.getState().setUi({ globalPopupData: null });
    });
  }, [globalPopupData, show]);
  return () => {
    close();
    if (useUiStore.getState().globalPopupData !== null)
      useUiStore.getState().setUi({ globalPopupData: null });
  };
}

/** The page popup: a title bar and the url in an iframe that may read and write the clipboard. */
export function PagePopup() {
  const { t } = useTranslation();
  const data = usePagePopupStore((state) => state.data);
  const open = usePagePopupStore((state) => state.open);
  const close = useGlobalPopupTrigger();
  const { zIndex, visible } = usePopupSlot(data !== null && open);
  if (!data) return null;
  const box = pagePopupBox(window.innerWidth, currentMobileLayout() ? mobileColumnWidth() : undefined);
  return (
    <div className={styles.layer} style={{ zIndex }} hidden={!open || !visible} data-testid="page-popup">
      <div className={styles.mask} onClick={close} aria-hidden="true" />
      <div
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={data.title ? t(data.title) : t('PAGE')}
        style={box}
      >
        <div className={styles.bar}>
          <span className={styles.title}>{data.title ? t(data.title) : ''}</span>
          <button type="button" className={styles.close} onClick={close} aria-label={t('CLOSE')}>
            <DesignIcon name="close" />
          </button>
        </div>
        <iframe
          className={styles.frame}
          src={data.url}
          title={data.title ? t(data.title) : data.url}
          allow="clipboard-read; clipboard-write"
        />
      </div>
    </div>
  );
}

const openedThisLoad = new Set<string>();
const SESSION_PREFIX = 'pagePopupShown:';

function alreadyShown(url: string, frequency: PagePopupTriggerData['frequency']): boolean {
  if (frequency === 'load') return openedThisLoad.has(url);
  if (frequency !== 'session') return false;
  try {
    return sessionStorage.getItem(SESSION_PREFIX + url) === '1';
  } catch {
    return openedThisLoad.has(url);
  }
}

function markShown(url: string): void {
  openedThisLoad.add(url);
  try {
    sessionStorage.setItem(SESSION_PREFIX + url, '1');
  } catch {
    // storage refused (private mode): once per page load then
  }
}

/**
 * Page popup block of the design: opens the page popup through the global trigger (`globalPopupData`)
 * when the visitor reaches a path its limitPathList rules allow (everywhere without rules).
 */
export const pagePopupTriggerBlock = defineDesignComponent<PagePopupTriggerData>({
  name: 'PagePopupTrigger',
  slot: 'overlay',
  Component: function PagePopupTrigger({ data }) {
    const { title, url, frequency, delaySeconds } = data;
    useEffect(() => {
      if (!url || alreadyShown(url, frequency)) return undefined;
      const timer = setTimeout(() => {
        markShown(url);
        useUiStore.getState().setUi({ globalPopupData: { title, url } });
      }, delaySeconds * 1000);
      return () => clearTimeout(timer);
    }, [title, url, frequency, delaySeconds]);
    return null;
  },
});

/** Forgets which page popups this page load has opened (tests). */
export function resetPagePopupTriggers(): void {
  openedThisLoad.clear();
}
