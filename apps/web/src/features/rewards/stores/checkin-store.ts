import { create } from 'zustand';

interface CheckinState {
  /** The check-in dialog is on show. */
  open: boolean;
  show: () => void;
  close: () => void;
}

/** Whether the daily check-in dialog is open; `#signPopup` and the rewards page open it. */
export const useCheckinStore = create<CheckinState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));
