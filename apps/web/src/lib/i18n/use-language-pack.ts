import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { getSiteConfig } from '../site/site-config';
import { getLanguagePack } from './get-language-pack';
import { installLanguagePack } from './i18n';

/**
 * Loads the pack of `language` and makes it active. While a newly chosen language loads, the previous one
 * stays on screen (no loading cover for a switch). After three failed tries the screens show keys rather
 * than nothing.
 */
export function useLanguagePack(language: string | null) {
  const { langItemsCacheKey } = getSiteConfig();
  return useQuery({
    queryKey: ['language-pack', langItemsCacheKey, language],
    queryFn: async () => {
      const pack = await getLanguagePack(langItemsCacheKey, language ?? '');
      await installLanguagePack(language ?? '', pack);
      return language;
    },
    enabled: language !== null,
    staleTime: Infinity,
    retry: 3,
    placeholderData: keepPreviousData,
  });
}
