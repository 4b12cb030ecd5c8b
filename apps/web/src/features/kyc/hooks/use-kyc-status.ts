import type { KycStatusView } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getKycStatus } from '../api/get-kyc-status';

/** The query keys of KYC, per session: another player on this browser never sees these answers. */
export const kycKeys = {
  all: ['kyc'] as const,
  status: (token: string) => ['kyc', token] as const,
};

function useToken(): string {
  return useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
}

/** The player's KYC standing, while logged in. */
export function useKycStatus() {
  const token = useToken();
  return useQuery({
    queryKey: kycKeys.status(token),
    queryFn: getKycStatus,
    enabled: token !== '',
    // A review may have decided since the last look: read afresh when the page mounts.
    staleTime: 0,
    retry: 1,
  });
}

/** Puts a standing the server answered (after an upload or a submit) in the cache, so the page shows it at once. */
export function useAdoptKycStatus(): (view: KycStatusView) => void {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback((view) => queryClient.setQueryData(kycKeys.status(token), view), [queryClient, token]);
}
