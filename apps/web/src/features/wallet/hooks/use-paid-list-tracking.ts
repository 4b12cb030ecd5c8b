import { useEffect } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getPaidList } from '../api/get-paid-list';
import { checkPaidList, resumePaidListTimers, stopPaidListTimers } from '../utils/paid-list';

/**
 * Spec §3/§9 purchase tracking: once a player is known on this page, the stored orders are checked and
 * their 3-minute rechecks re-armed; logging out stops the timers.
 */
export function usePaidListTracking(): void {
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
  useEffect(() => {
    if (!token) return;
    resumePaidListTimers(getPaidList);
    void checkPaidList(getPaidList);
    return stopPaidListTimers;
  }, [token]);
}
