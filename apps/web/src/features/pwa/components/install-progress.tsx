import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.barText}>
          {label} {percent}%
        </span>
        <span className={styles.track}>
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </span>
      </div>
    </div>
  );
}
