import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { refreshUser } from '../../../lib/session/get-user-info';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getWheelInfo, spinInviteWheel } from '../api/wheel-api';

/** The wheel's query keys, per session: another player on this browser never sees these answers. */
export const wheelKeys = {
  all: ['wheel'] as const,
  info: (token: string) => ['wheel', 'info', token] as const,
};

/** The wheel as the player sees it, read afresh whenever the page mounts and on focus (invitees progress). */
export function useWheelInfo() {
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
  return useQuery({
    queryKey: wheelKeys.info(token),
    queryFn: getWheelInfo,
    enabled: token !== '',
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * Spins with the given client seed. Afterwards the wheel is read again (one spin fewer, the next committed
 * hash, the client seed kept) and, when it paid, the balances.
 */
export function useWheelSpin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: spinInviteWheel,
    onSettled: async (spin) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: wheelKeys.all }),
        spin && spin.amount > 0 ? refreshUser() : undefined,
      ]);
    },
  });
}
