import { SPEC } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { hasToken, readStoredUser, useSessionStore } from '../../../lib/session/user-store';
import { getUserInfo } from '../../../lib/session/get-user-info';

/** Query key of the user-info call; logout removes it. */
export const USER_INFO_QUERY_KEY = 'user-info';

/**
 * Spec §4 "Session": a logged-in visitor's user is refetched on load (and when the window regains focus);
 * a logged-out one polls storage every second for a user stored by another tab, then loads it.
 */
export function useSessionSync(): void {
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));

  useQuery({
    queryKey: [USER_INFO_QUERY_KEY, token],
    queryFn: getUserInfo,
    enabled: token !== '',
    refetchOnWindowFocus: true,
    retry: 1,
  });

  useEffect(() => {
    if (token) return undefined;
    const timer = setInterval(() => {
      const stored = readStoredUser();
      if (hasToken(stored)) useSessionStore.getState().setUser(stored);
    }, SPEC.loggedOutUserPollMs);
    return () => clearInterval(timer);
  }, [token]);
}
