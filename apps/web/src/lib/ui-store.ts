import { create } from 'zustand';

/** Which form the login modal shows. */
export type AuthMode = 'login' | 'register';

/**
 * The global UI state keys of spec §3, in one small store. Keys whose feature is not built yet hold `null`
 * and an opaque payload type until their feature defines it.
 */
export interface UiState {
  /** The open login/register modal, or null when closed. */
  loginModal: AuthMode | null;
  rechargeSavePopupData: unknown;
  appDownloadPopupData: unknown;
  rechargeData: unknown;
  rechargeAppDownloadPopupData: unknown;
  /** Where to go after a successful registration, when a page asked the visitor to register first. */
  jumpPathAfterRegister: string | null;
  noticePopupData: unknown;
  safariAddHomeScreenShow: boolean;
  safariAddHomeScreenData: unknown;
  loginViewFullScreen: boolean;
  directOpenLotteryGame: unknown;
  globalPopupData: unknown;
}

interface UiActions {
  /** Sets any subset of the keys. */
  setUi: (patch: Partial<UiState>) => void;
  openLogin: (mode?: AuthMode) => void;
  closeLogin: () => void;
}

const initialUi: UiState = {
  loginModal: null,
  rechargeSavePopupData: null,
  appDownloadPopupData: null,
  rechargeData: null,
  rechargeAppDownloadPopupData: null,
  jumpPathAfterRegister: null,
  noticePopupData: null,
  safariAddHomeScreenShow: false,
  safariAddHomeScreenData: null,
  loginViewFullScreen: false,
  directOpenLotteryGame: null,
  globalPopupData: null,
};

/** The global UI state, with small actions for the login modal. */
export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...initialUi,
  setUi: (patch) => set(patch),
  openLogin: (mode = 'login') => set({ loginModal: mode }),
  closeLogin: () => set({ loginModal: null }),
}));
