import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshUser } from '../../../lib/session/get-user-info';
import { grabRedPacket } from '../api/rain-api';
import { rewardsKeys } from './use-rewards-queries';

/**
 * Catches one packet of the rain `id`. The server gives one per player and rain, so a retry is refused
 * rather than paid twice. Afterwards the rain (packets left, the catch), the bonuses and the balances are
 * read again.
 */
export function useRainGrab(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => grabRedPacket(id),
    onSettled: async (_packet, error) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        error ? undefined : refreshUser(),
      ]);
    },
  });
}
