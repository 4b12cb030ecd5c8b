import { lazy, Suspense, useEffect } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useRewardLinks } from '../hooks/use-reward-links';
import { useCheckinStore } from '../stores/checkin-store';
import { useRainAlertStore } from '../stores/rain-alert-store';
import { closeRain, useRainStore } from '../stores/rain-store';

const RewardsPopups = lazy(() =>
  import('./rewards-popups').then((module) => ({ default: module.RewardsPopups })),
);

/** Closes every rewards popup and the rain banner. */
function closeAll(): void {
  useCheckinStore.getState().close();
  closeRain();
  useRainAlertStore.getState().dismiss();
}

/**
 * Mounted once by the shell: answers `#signPopup` and `#moneyRain`, and once one of the rewards' popups
 * or the banner of a money rain is wanted, loads and shows them. Logging out closes them all.
 */
export function RewardsHost() {
  useRewardLinks();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const checkinOpen = useCheckinStore((state) => state.open);
  const rainWanted = useRainStore((state) => state.view !== 'closed');
  const announced = useRainAlertStore((state) => state.alert !== null);

  useEffect(() => {
    if (!loggedIn) closeAll();
  }, [loggedIn]);

  return loggedIn && (checkinOpen || rainWanted || announced) ? (
    <Suspense fallback={null}>
      <RewardsPopups />
    </Suspense>
  ) : null;
}
