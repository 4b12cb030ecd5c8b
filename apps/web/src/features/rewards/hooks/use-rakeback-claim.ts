import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshUser } from '../../../lib/session/get-user-info';
import { claimRakeback } from '../api/rewards-api';
import { rewardsKeys } from './use-rewards-queries';

/**
 * Claims the rakeback accrued so far (paid into cash). Then the VIP card (nothing left to claim), the
 * bonus list (a new item) and the balances are read again.
 */
export function useRakebackClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRakeback,
    onSettled: async (_claim, error) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        error ? undefined : refreshUser(),
      ]);
    },
  });
}
