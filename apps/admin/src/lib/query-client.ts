import { QueryClient } from '@tanstack/react-query';

import { ApiFailure } from './api';

/** Refusals are answers, not glitches: only transport failures (status −1) are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiFailure && error.status === -1,
      },
      mutations: { retry: false },
    },
  });
}
