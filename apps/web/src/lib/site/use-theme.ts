import { useQuery } from '@tanstack/react-query';

import { themeDevice } from '../device';
import { getTheme } from './get-theme';
import { getSiteConfig } from './site-config';

/** The theme for this page load's device kind; loaded once the site configuration is known. */
export function useTheme() {
  const { designCacheKey } = getSiteConfig();
  const device = themeDevice();
  return useQuery({
    queryKey: ['theme', designCacheKey, device],
    queryFn: () => getTheme(designCacheKey, device),
    staleTime: Infinity,
    retry: 3,
  });
}
