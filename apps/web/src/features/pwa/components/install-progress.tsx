import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ProgressBar } from '../../../components/ui/progress-bar';
import { nextPopupZIndex } from '../../../lib/popup-layer';
import styles from './pwa.module.css';

/** The props of InstallProgress. */
export interface InstallProgressProps {
  /** How far the wait for the browser's install prompt is, 0–100. */
  percent: number;
}

/** The "installing" state of spec §4: a labelled progress bar while the install prompt is awaited. */
export function InstallProgress({ percent }: InstallProgressProps) {
  const { t } = useTranslation();
  const [zIndex] = useState(nextPopupZIndex);
  const label = t('PWA_INSTALLING');
  return (
    <div className={styles.bar} style={{ zIndex }} data-testid="pwa-install-progress">
      <div className={styles.progressSlot}>
        <ProgressBar label={label} value={percent} max={100} text={`${percent}%`} />
      </div>
    </div>
  );
}
