import { ALL_GAMES_CATEGORY, type GameCategory, type GameSummary } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../../lib/api/client';

/** Spec §3: the default All Games entry (id 00, type ALL) goes first unless the list starts with one. */
export function withAllGames(list: readonly GameCategory[]): GameCategory[] {
  return list[0]?.type === ALL_GAMES_CATEGORY.type ? [...list] : [ALL_GAMES_CATEGORY, ...list];
}

const base = (key: string) => `/api/static/static/apicdn/${encodeURIComponent(key || 'none')}/game`;

/** GET …/apicdn/{key}/game/game_category_list, with All Games added. */
export async function getGameCategories(key: string): Promise<GameCategory[]> {
  const envelope = await apiGet(`${base(key)}/game_category_list`, { noAlert: true, cache: true });
  return withAllGames((envelope.list ?? []) as GameCategory[]);
}

/** GET …/apicdn/{key}/game/category_page/{id}: the games of one category. */
export async function getCategoryGames(key: string, categoryId: string): Promise<GameSummary[]> {
  const envelope = await apiGet(`${base(key)}/category_page/${encodeURIComponent(categoryId)}`, {
    noAlert: true,
    cache: true,
  });
  const page = envelope.page as { content?: GameSummary[] } | undefined;
  return page?.content ?? [];
}

/** The lobby's categories for the design's cache key. */
export function useGameCategories(key: string) {
  return useQuery({
    queryKey: ['game-categories', key],
    queryFn: () => getGameCategories(key),
    staleTime: Infinity,
  });
}

/** The games of one category. */
export function useCategoryGames(key: string, categoryId: string) {
  return useQuery({
    queryKey: ['category-games', key, categoryId],
    queryFn: () => getCategoryGames(key, categoryId),
    staleTime: Infinity,
  });
}
