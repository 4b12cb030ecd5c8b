import { useQuery } from '@tanstack/react-query';

import { getHomeActivity } from '../api/get-home-activity';

/** How often the ticker asks for news while the tab is visible. */
export const ACTIVITY_REFRESH_MS = 15_000;

/**
 * The lobby's activity, asked again every 15 s while the tab is visible (TanStack Query pauses the
 * interval in a hidden tab and catches up when the player comes back).
 */
export function useHomeActivity() {
  return useQuery({
    queryKey: ['home-activity'],
    queryFn: getHomeActivity,
    refetchInterval: ACTIVITY_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: ACTIVITY_REFRESH_MS / 2,
  });
}
