import { STATUS } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { ApiStatusError } from '../../../lib/api/api-error';
import { newRequestId } from '../../../lib/api/request-id';
import { refreshUser } from '../../../lib/session/get-user-info';
import { claimCheckin } from '../api/rewards-api';
import { rewardsKeys } from './use-rewards-queries';

/**
 * Claims today's check-in reward. A lost answer (network) is retried with the same request id, so it pays
 * once; any answer starts a new intent. Afterwards the streak, the bonus list and the balances are read again.
 */
export function useCheckinClaim() {
  const queryClient = useQueryClient();
  const requestId = useRef(newRequestId('r'));
  return useMutation({
    mutationFn: () => claimCheckin(requestId.current),
    onSettled: async (_claim, error) => {
      const lost = error instanceof ApiStatusError && error.status === STATUS.NETWORK_ERROR;
      if (!lost) requestId.current = newRequestId('r');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        error ? undefined : refreshUser(),
      ]);
    },
  });
}
