import { lazy, Suspense } from 'react';

import { loadChunk } from '../../../lib/lazy/chunk-load';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import styles from './activity-ticker.module.css';

const ActivityTicker = lazy(() =>
  loadChunk(() => import('./activity-ticker').then((module) => ({ default: module.ActivityTicker }))),
);

/**
 * The ticker's place on the home page: nothing while the operator has it off; when on, a box of the
 * ticker's fixed height from the first paint, so neither its code nor its data arriving moves the page.
 */
export function ActivityTickerSlot() {
  const enabled = useStartupSettings().data?.showActivityTicker === true;
  if (!enabled) return null;
  return (
    <div className={styles.slot} data-testid="activity-slot">
      <Suspense fallback={null}>
        <ActivityTicker />
      </Suspense>
    </div>
  );
}
