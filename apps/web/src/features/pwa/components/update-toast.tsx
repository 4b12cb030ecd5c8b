import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { nextPopupZIndex } from '../../../lib/popup-layer';
import styles from './pwa.module.css';

/** The props of UpdateToast. */
export interface UpdateToastProps {
  /** Activates the waiting version; the page reloads once it controls the page. */
  onReload: () => void;
  /** Hides the toast; the new version then starts on the next visit. */
  onLater: () => void;
}

/** "A new version is ready — Reload": a bar that blocks nothing and waits for the player. */
export function UpdateToast({ onReload, onLater }: UpdateToastProps) {
  const { t } = useTranslation();
  const [zIndex] = useState(nextPopupZIndex);
  return (
    <div className={styles.bar} style={{ zIndex }} role="status" data-testid="pwa-update-toast">
      <p className={styles.barText}>{t('PWA_UPDATE_READY')}</p>
      <Button size="small" onClick={onReload} data-testid="pwa-update-reload">
        {t('PWA_UPDATE_RELOAD')}
      </Button>
      <Button size="small" variant="ghost" onClick={onLater}>
        {t('PWA_UPDATE_LATER')}
      </Button>
    </div>
  );
}
