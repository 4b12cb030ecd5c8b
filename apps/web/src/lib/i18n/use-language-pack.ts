import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

import { getSiteConfig } from '../site/site-config';
import { getLanguagePack } from './get-language-pack';
import { activateLanguage, addLanguagePack } from './i18n';

/**
 * Loads the pack of `language` and makes it active. While a newly chosen language loads, the previous one
 * stays on screen (no loading cover for a switch). After three failed tries the screens show keys rather
 * than nothing.
 *
 * The fetch only adds the pack; activating it is a separate step taken whenever the wanted language's
 * pack is at hand. A pack already loaded in the tab comes from the query cache without running the fetch
 * again, so activating inside the fetch left pt → en → pt showing English; and a slow fetch of a language
 * the player has since left can no longer take the screen back to it.
 */
export function useLanguagePack(language: string | null) {
  const { langItemsCacheKey } = getSiteConfig();
  const query = useQuery({
    queryKey: ['language-pack', langItemsCacheKey, language],
    queryFn: async () => {
      addLanguagePack(language ?? '', await getLanguagePack(langItemsCacheKey, language ?? ''));
      return language;
    },
    enabled: language !== null,
    staleTime: Infinity,
    retry: 3,
    placeholderData: keepPreviousData,
  });
  const loaded = query.data;
  // A layout effect, so that the first paint after the pack arrives is already in its language.
  useLayoutEffect(() => {
    if (loaded !== undefined && loaded !== null && loaded === language) void activateLanguage(loaded);
  }, [loaded, language]);
  return query;
}
