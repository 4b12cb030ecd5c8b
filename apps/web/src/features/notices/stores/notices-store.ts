import { create } from 'zustand';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';

interface NoticesState {
  /** The notifications page is open. */
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
}

/** Whether the notifications page is open. */
export const useNoticesStore = create<NoticesState>()((set) => ({
  panelOpen: false,
  setPanelOpen: (panelOpen) => set({ panelOpen }),
}));

/** The `#notifications` link action: the notifications page, or the login prompt for a visitor. */
export function openNotifications(): void {
  if (!hasToken(useSessionStore.getState().user)) {
    useUiStore.getState().openLogin('login');
    return;
  }
  useNoticesStore.getState().setPanelOpen(true);
}
