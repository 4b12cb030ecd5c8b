import { lazy, Suspense, useEffect } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useCheckinLinkAction } from '../hooks/use-checkin-link-action';
import { useCheckinStore } from '../stores/checkin-store';

const CheckinDialog = lazy(() =>
  import('./checkin-dialog').then((module) => ({ default: module.CheckinDialog })),
);

/**
 * Mounted once by the shell: answers `#signPopup` and shows the daily check-in dialog (its code loads on
 * first use). Logging out closes it.
 */
export function RewardsHost() {
  useCheckinLinkAction();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const open = useCheckinStore((state) => state.open);
  const close = useCheckinStore((state) => state.close);

  useEffect(() => {
    if (!loggedIn) close();
  }, [loggedIn, close]);

  return open && loggedIn ? (
    <Suspense fallback={null}>
      <CheckinDialog onClose={close} />
    </Suspense>
  ) : null;
}
