import { STATUS } from '@casino/contracts';
import type { StartupSettings } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { ApiStatusError } from '../api/api-error';
import { getStartupSettings } from './get-startup-settings';

/** Query key of the startup settings. */
export const STARTUP_QUERY_KEY = ['startup-settings'] as const;

/**
 * The startup settings, loaded once per page. The app renders nothing without them, so a failed call is
 * retried with a growing pause (up to 10 s) rather than given up; maintenance already left for /repair.
 */
export function useStartupSettings(enabled = true) {
  return useQuery<StartupSettings>({
    queryKey: STARTUP_QUERY_KEY,
    queryFn: getStartupSettings,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (_count, error) => !(error instanceof ApiStatusError && error.status === STATUS.MAINTENANCE),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
  });
}
