import { FIRST_PAINT_ELEMENT_ID, type FirstPaintState } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';

import { withAllGames } from '../../design/api/game-catalogue';
import { STARTUP_QUERY_KEY } from '../../lib/site/use-startup-settings';

/**
 * Puts the server's first-paint data under the query keys the shell and the lobby read (use-startup-settings,
 * use-theme, use-language-pack, game-catalogue), so that their first render has it at once.
 */
export function seedQueryCache(
  client: QueryClient,
  state: FirstPaintState,
  keys: { designCacheKey: string; langItemsCacheKey: string },
): void {
  client.setQueryData(STARTUP_QUERY_KEY, state.startup);
  client.setQueryData(['theme', keys.designCacheKey, state.device, 'live'], state.theme);
  client.setQueryData(['language-pack', keys.langItemsCacheKey, state.language], state.language);
  client.setQueryData(['game-categories', state.theme.apiCdnKey], withAllGames(state.categories));
  for (const [id, games] of Object.entries(state.games))
    client.setQueryData(['category-games', state.theme.apiCdnKey, id], games);
}

/** The first-paint data in this page, or null when the server did not render it. */
export function readFirstPaintState(doc: Document = document): FirstPaintState | null {
  const text = doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstPaintState;
  } catch {
    return null;
  }
}

/** Whether the server painted this page (its data block is there). */
export function hasFirstPaint(doc: Document = document): boolean {
  return doc.getElementById(FIRST_PAINT_ELEMENT_ID) !== null;
}
