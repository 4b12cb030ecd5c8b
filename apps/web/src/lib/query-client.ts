import { QueryClient } from '@tanstack/react-query';

/** The one TanStack Query client. The API client alerts errors itself, so queries only retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 2, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
