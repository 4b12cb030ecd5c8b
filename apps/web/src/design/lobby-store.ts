import { ALL_GAMES_CATEGORY } from '@casino/contracts';
import { create } from 'zustand';

/** The category the lobby's tabs selected; the game grid shows its games. */
interface LobbyState {
  categoryId: string;
  select: (categoryId: string) => void;
}

/** The name of the lobby address's parameter that selects a category (`/?category=01`). */
export const CATEGORY_PARAM = 'category';

/** The lobby's address with a category selected: a real link, so it also opens in a new tab. */
export function categoryPath(categoryId: string): string {
  return `/?${CATEGORY_PARAM}=${encodeURIComponent(categoryId)}`;
}

export const useLobbyStore = create<LobbyState>()((set) => ({
  categoryId: ALL_GAMES_CATEGORY.id,
  select: (categoryId) => set({ categoryId }),
}));
