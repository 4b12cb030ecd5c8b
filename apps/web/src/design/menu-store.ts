import { create } from 'zustand';

import { isDesktopLayout } from './layout-mode';

/** The expandable side menu: open or collapsed. */
interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

/** Shared by the header's menu button, the side menu, the tab bar and the #action link. */
export const useMenuStore = create<MenuState>()((set, get) => ({
  open: typeof window !== 'undefined' && isDesktopLayout(),
  setOpen: (open) => set({ open }),
  toggle: () => set({ open: !get().open }),
}));
