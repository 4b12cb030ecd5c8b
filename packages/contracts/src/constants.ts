/** Business constants and timers fixed by the player client (spec §9). One place, named with units. */
export const SPEC = {
  mobileMaxWidthPx: 768,
  desktopMinWidthPx: 1024,
  mobileLayoutCssWidth: '25rem',
  fontScaleBasePx: 16,
  fontScaleBelowWidthPx: 414,
  minBetAmountDefault: 1,
  defaultBetAmountFallback: 5,
  defaultVisitorName: 'NewVisitor',
  gameCurrencySymbol: 'G$',
  decimalLengthOnError: 2,
  decimalLengthUnconfigured: 9,
  tokenMinLength: 10,
  requestTimeoutMs: 60_000,
  serverClockResyncDriftMs: 3_000,
  serverClockSyncMaxRoundTripMs: 1_000,
  loggedOutUserPollMs: 1_000,
  singleFlightPollMs: 100,
  betResultPollMs: 1_000,
  noticePageSize: 10,
  registrationNoticeDelayMs: 2_000,
  paidListMaxEntries: 10,
  paidListEntryTtlMs: 60 * 60 * 1000,
  paidListRecheckAfterMs: 3 * 60 * 1000,
  notificationDurationMs: 1_500,
  notificationTopPx: 65,
  toastDurationMs: 3_000,
  popupBaseZIndex: 1000,
  loadingBarHeightPx: 6,
  loadingBarTickMs: 1_000,
  loadingBarStep: 5,
  pagePopupRemoveAfterMs: 3_000,
  pwaPromptWaitMs: 5_000,
  chunkLoadTimeoutMs: 120_000,
  clipboardInvitePrefix: 'W2A-',
} as const;

/** Design defaults of the global settings component (spec §9). */
export const DESIGN_DEFAULTS = {
  maxWidth: 1200,
  menuPanelWidth: 240,
  pcContentPaddingTop: 30,
  mobileContentPaddingTop: 10,
  pcFooterPaddingBottom: 130,
  mobileFooterPaddingBottom: 110,
  expandMenuMode: 1,
  designBlockBg: '#161f2c',
  designButtonBg: '#202a39',
} as const;

/** Local-storage keys the client keeps across a logout (spec §4 "Logout"). */
export const LOGOUT_KEEP_KEYS = [
  'currentCountry',
  'currentLanguage',
  'countryId',
  'currencyId',
  'agreement',
  'aid',
  'gaid',
  'version',
  'supportPwa',
  'pwa',
  'checkAge',
  'soundOff',
  'hasRuleShow',
  'BrowserFingerprintId',
  'waf-pass',
  'InvitedCode',
  'inviteWheelTag',
] as const;

// ─── Plain values the first page uses ────────────────────────────────────────
// The first page (the lobby a visitor lands on) loads no validator: what it needs from the contracts lives
// in modules that import no zod (this one, status.ts, headers.ts, first-paint.ts, encrypted-paths.ts,
// game-ids.ts). A value the first page needs goes here, beside the schemas that use it elsewhere.

/** The design's global settings component (spec §3). */
export const GLOBAL_SETTINGS_COMPONENT_ID = 'C000045';

/** A data-only block of a global page: the recharge app-download popup's settings (`mandatory`, spec §2). */
export const APP_DOWNLOAD_SETTINGS_COMPONENT_ID = 'C000107';

/**
 * The global settings' defaults (spec §9), as plain data: the browser fills a missing global settings block
 * with them without loading a schema.
 */
export const GLOBAL_SETTINGS_DEFAULTS = {
  maxWidth: DESIGN_DEFAULTS.maxWidth,
  hideTagBarOnPc: true,
  menuPanelWidth: DESIGN_DEFAULTS.menuPanelWidth,
  pcContentPaddingTop: DESIGN_DEFAULTS.pcContentPaddingTop,
  mobileContentPaddingTop: DESIGN_DEFAULTS.mobileContentPaddingTop,
  expandMenuBgColor: '#111a26',
  mainBgColor: '#0c121b',
  footerBgColor: '#0a0f17',
  designBlockBg: DESIGN_DEFAULTS.designBlockBg as string,
  designButtonBg: DESIGN_DEFAULTS.designButtonBg as string,
  expandMenuMode: DESIGN_DEFAULTS.expandMenuMode as number,
  tabbarBgColor: '#111a26',
  maxHeaderWidth: 0,
  enableHeaderOffset: false,
  pcFooterPaddingBottom: DESIGN_DEFAULTS.pcFooterPaddingBottom,
  mobileFooterPaddingBottom: DESIGN_DEFAULTS.mobileFooterPaddingBottom,
  showPcHeaderSelectCountry: true,
  showPcHeaderSelectLanguage: true,
  pageBackgroundImage: '',
  mobilePageBackgroundImage: '',
  mobileOnly: false,
  pageBackgroundImageRepeat: false,
  forceMobileLayout: false,
  lightMode: false,
  singlePointPopup: false,
  primaryColor: '#f5c242',
  textColor: '#eef2f8',
  mutedTextColor: '#9aa8bb',
  borderColor: '#2e3b4f',
  borderRadius: 10,
  shadow: '0 8px 24px rgb(0 0 0 / 35%)',
  blur: 8,
};

/** The category every game is in (spec §3 "Game category"). */
export const ALL_GAMES_CATEGORY: {
  id: string;
  name: string;
  icon: string;
  type: string;
  directlyPlay: boolean;
} = {
  id: '00',
  name: 'ALL_GAMES',
  icon: '',
  type: 'ALL',
  directlyPlay: false,
};

/** Spec §4 "Notice popup types": who sees a notice popup. */
export const NOTICE_POPUP_TYPE = {
  notLoggedIn: 'NOT_LOGGED_IN',
  notRecharged: 'NOT_RECHARGED',
  completeRegistration: 'COMPLETE_REGISTRATION',
  always: 'ALWAYS',
} as const;

/** The install flow and the native bridge (spec §9). */
export const INSTALL = {
  /** How long the install flow waits for the browser's install prompt (spec §9). */
  promptWaitMs: 5000,
  /** How often it looks for the prompt meanwhile (spec §9). */
  promptPollMs: 100,
  /** How often the web side looks for the native bridge until it is ready (spec §9). */
  bridgeRetryMs: 100,
  /** Full-screen and orientation calls need this native version code or higher (spec §9). */
  minFullScreenVersionCode: 113,
  /** The clipboard text the native app reads at start as `wta` begins with this (spec §9). */
  clipboardPrefix: 'W2A-',
} as const;

/** The Capacitor plugin name the wrapper registers the bridge under (`Capacitor.Plugins.NativeBridge`). */
export const NATIVE_BRIDGE_PLUGIN = 'NativeBridge';

/** The id of the page's <script type="application/json"> carrying the site configuration. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** A language id: `pt`, `pt-BR`. */
export const LANGUAGE_ID_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
