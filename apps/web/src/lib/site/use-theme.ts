import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { isEditorMode, useEditorStore } from './editor-store';

import { themeDevice } from '../device';
import { getTheme } from './get-theme';
import { getSiteConfig } from './site-config';

/**
 * The theme for this page load's device kind; loaded once the site configuration is known. In the design
 * editor it is the preview, read again at each of the editor's updates (the last one stays on screen meanwhile).
 */
export function useTheme() {
  const { designCacheKey } = getSiteConfig();
  const device = themeDevice();
  const preview = isEditorMode();
  const revision = useEditorStore((state) => state.revision);
  return useQuery({
    queryKey: ['theme', designCacheKey, device, preview ? revision : 'live'],
    queryFn: () => getTheme(designCacheKey, device, preview),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: 3,
  });
}
