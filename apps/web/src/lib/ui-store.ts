import { create } from 'zustand';

/** Which form the login modal shows. */
export type AuthMode = 'login' | 'register';

/** A request to show the recharge app-download popup (a RECHARGE_SUCCESS push); the wallet answers it. */
export interface RechargeAppDownloadRequest {
  /** When it was asked for (epoch ms), so two pushes in a row are two requests. */
  requestedAt: number;
  /** The paid order the push named, when it did. */
  orderId?: string;
}

/** The notice popup on show: a pushed event or notice, or a configured notice popup (spec §3 "Notices"). */
export interface NoticePopupData {
  /** The event or notice type it came from (NOTICE, PROMO_START, NOT_LOGGED_IN, …). */
  type: string;
  /** Heading: a language-pack key or text. */
  title: string;
  /** Body: a language-pack key or text. */
  content: string;
  /** Values for the texts' placeholders. */
  values?: Record<string, unknown>;
  /** The stored notice behind it, marked pushed once shown. */
  noticeId?: number;
  /** Optional look and link of a configured popup. */
  config?: {
    bg?: string;
    link?: string;
    buttonText?: string;
    buttonBg?: string;
    buttonTextColor?: string;
    contentTextColor?: string;
    contentTextSize?: number;
    contentPadding?: number;
    buttonMargin?: number;
    enableMaskClose?: boolean;
  };
}

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
  rechargeAppDownloadPopupData: RechargeAppDownloadRequest | null;
  /** Where to go after a successful registration, when a page asked the visitor to register first. */
  jumpPathAfterRegister: string | null;
  noticePopupData: NoticePopupData | null;
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
