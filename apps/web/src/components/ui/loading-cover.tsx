import { SPEC } from '@casino/contracts';
import { useEffect, useState } from 'react';

import styles from './loading-cover.module.css';

/** Spec §4 "Page loading indicator": +5 each second; finishing the bar starts it again at 0. */
export function nextProgress(value: number): number {
  const next = value + SPEC.loadingBarStep;
  return next > 100 ? 0 : next;
}

/** What the cover shows. */
export interface LoadingCoverProps {
  /** Logo image (globalConfig.loadingIcon); the brand name is shown when absent. */
  logoSrc?: string | undefined;
  /** Text shown instead of a logo, and the logo's alt text. */
  brand: string;
  /** Show the plain spinner on light grey (the app-store details page). */
  plain?: boolean;
}

/** Covers the page while the theme and the language pack load: a logo and a progress bar. */
export function LoadingCover({ logoSrc, brand, plain = false }: LoadingCoverProps) {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setProgress(nextProgress), SPEC.loadingBarTickMs);
    return () => clearInterval(timer);
  }, []);

  if (plain) {
    return (
      <div className={`${styles.cover} ${styles.plain}`} data-testid="loading-cover" aria-busy="true">
        <div className={styles.spinner} role="progressbar" aria-label={brand} />
      </div>
    );
  }

  return (
    <div className={styles.cover} data-testid="loading-cover" aria-busy="true">
      {logoSrc ? (
        <img className={styles.logo} src={logoSrc} alt={brand} />
      ) : (
        <div className={styles.brand}>{brand}</div>
      )}
      <div
        className={styles.track}
        style={{ height: SPEC.loadingBarHeightPx }}
        role="progressbar"
        aria-label={brand}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.bar} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
