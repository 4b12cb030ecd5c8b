import { ALL_GAMES_CATEGORY } from '@casino/contracts';
import { create } from 'zustand';

/** The category the lobby's tabs selected; the game grid shows its games. */
interface LobbyState {
  categoryId: string;
  select: (categoryId: string) => void;
}

export const useLobbyStore = create<LobbyState>()((set) => ({
  categoryId: ALL_GAMES_CATEGORY.id,
  select: (categoryId) => set({ categoryId }),
}));
