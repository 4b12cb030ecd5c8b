import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getResponsible } from '../api/get-responsible';
import type { ResponsibleState } from '../api/responsible-state';

/** The query keys of responsible gaming, per session: another player on this browser never sees these answers. */
export const responsibleKeys = {
  all: ['responsible'] as const,
  view: (token: string) => ['responsible', token] as const,
};

function useToken(): string {
  return useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
}

/** The player's responsible-gaming view, while logged in (and `enabled`). */
export function useResponsible(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: responsibleKeys.view(token),
    queryFn: getResponsible,
    enabled: enabled && token !== '',
    // The session summary and the limits' use move with every bet: read afresh when a screen mounts.
    staleTime: 0,
    retry: 1,
  });
}

/**
 * Puts a view the server answered (after a change or an acknowledgement) in the cache, so every screen
 * shows it at once, then reads it again for the ones that kept an older copy.
 */
export function useAdoptResponsible(): (state: ResponsibleState) => void {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(
    (state) => {
      queryClient.setQueryData(responsibleKeys.view(token), state);
      void queryClient.invalidateQueries({ queryKey: responsibleKeys.all });
    },
    [queryClient, token],
  );
}
