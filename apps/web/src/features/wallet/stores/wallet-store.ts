import { create } from 'zustand';

/** The wallet's screens. */
export type WalletView = 'recharge' | 'withdraw' | 'history';

interface WalletState {
  /** The open screen, or null when the wallet is closed. */
  view: WalletView | null;
  /** The recharge screen was opened because a call answered -100 (balance too low). */
  lowBalanceNotice: boolean;
  /** Deposit order the recharge screen follows, kept while the wallet is closed and reopened. */
  pendingOrderId: string | null;
  /** The app-download popup that follows a paid deposit is showing. */
  appDownloadOpen: boolean;
  open: (view: WalletView, options?: { lowBalanceNotice?: boolean }) => void;
  close: () => void;
  setPendingOrder: (id: string | null) => void;
  setAppDownloadOpen: (open: boolean) => void;
}

/** Which wallet screen is open, and the deposit in progress. */
export const useWalletStore = create<WalletState>()((set) => ({
  view: null,
  lowBalanceNotice: false,
  pendingOrderId: null,
  appDownloadOpen: false,
  open: (view, options) => set({ view, lowBalanceNotice: options?.lowBalanceNotice ?? false }),
  close: () => set({ view: null, lowBalanceNotice: false }),
  setPendingOrder: (pendingOrderId) => set({ pendingOrderId }),
  setAppDownloadOpen: (appDownloadOpen) => set({ appDownloadOpen }),
}));
