import { z } from 'zod';

import { safeRecordSchema, safeStringSchema } from './fields.ts';

import { DESIGN_DEFAULTS } from './constants.ts';

/**
 * Server-driven design data (spec §3 "Theme model", "Global settings component"). Component data is kept
 * open here (`record`): each component's own schema lives with the component in the web registry, and the
 * server only checks the frame every page shares.
 */

/** Spec §2: empty = exact match, `^` starts with, `~` regular expression, `*` contains. */
export const limitPathOperatorSchema = z.enum(['', '^', '~', '*']);
export type LimitPathOperator = z.infer<typeof limitPathOperatorSchema>;

export const limitPathRuleSchema = z.object({
  operator: limitPathOperatorSchema.default(''),
  value: safeStringSchema.max(500),
});
export type LimitPathRule = z.infer<typeof limitPathRuleSchema>;

/** One block of a page: which component, its data, and where it shows. */
export const pageItemSchema = z.object({
  comId: safeStringSchema.regex(/^C\d{6}$/),
  data: safeRecordSchema.default({}),
  limitPathList: z.array(limitPathRuleSchema).default([]),
});
export type PageItem = z.infer<typeof pageItemSchema>;

export const designPageSchema = z.object({
  id: safeStringSchema.min(1).max(64),
  /** `global` pages hold the blocks every route shares (header, footer, tab bar, global settings). */
  type: safeStringSchema.min(1).max(32),
  items: z.array(pageItemSchema),
});
export type DesignPage = z.infer<typeof designPageSchema>;

export const designLinkSchema = z.object({
  id: safeStringSchema,
  /** Language-pack key of the label. */
  name: safeStringSchema,
  icon: safeStringSchema.default(''),
  /** A route, an http link or a special link string (#login, #gameId=…). */
  link: safeStringSchema.default(''),
  data: safeRecordSchema.default({}),
});
export type DesignLink = z.infer<typeof designLinkSchema>;

/** Who a design item is for: everyone, visitors only (a "create account" call), or logged-in players only. */
export const designAudienceSchema = z.enum(['all', 'visitors', 'players']).default('all');
export type DesignAudience = z.infer<typeof designAudienceSchema>;

export const designArticleSchema = z.object({
  id: safeStringSchema,
  title: safeStringSchema,
  summary: safeStringSchema.default(''),
  image: safeStringSchema.default(''),
  link: safeStringSchema.default(''),
  audience: designAudienceSchema,
});
export type DesignArticle = z.infer<typeof designArticleSchema>;

/** What GET /static/theme/{designCacheKey} returns as `model`. */
export const themeSchema = z.object({
  tabs: z.array(designLinkSchema),
  menus: z.array(designLinkSchema),
  pages: z.array(designPageSchema),
  articles: z.array(designArticleSchema),
  /** Asset names to resource ids (GET /api/static/resources/{resourceId}{ext}). */
  assetMappings: z.record(safeStringSchema, safeStringSchema),
  /** The key of the cached static reads under /api/static/static/apicdn/{key}/… (our addition). */
  apiCdnKey: safeStringSchema.default(''),
});
export type Theme = z.infer<typeof themeSchema>;
/** A theme as a designer submits it: the server fills in apiCdnKey. */
export const themeInputSchema = themeSchema.omit({ apiCdnKey: true });
export type ThemeInput = z.infer<typeof themeInputSchema>;

/** One published version in GET /api/operator/design/versions (newest first: the first is the live one). */
export const designVersionSchema = z.object({
  version: z.number().int().min(1),
  cacheKey: safeStringSchema,
  note: safeStringSchema,
  /** The operator who published it. */
  createdBy: safeStringSchema,
  /** Epoch ms. */
  publishedAt: z.number().int().nullable(),
});
export type DesignVersion = z.infer<typeof designVersionSchema>;

/** A publish, a draft's publish or a restore: the version now live and its content key. */
export const designPublishedSchema = z.object({
  version: z.number().int().min(1),
  cacheKey: safeStringSchema,
});
export type DesignPublished = z.infer<typeof designPublishedSchema>;

/** POST /api/operator/design/versions/:version/restore: the designer's note on the new version. */
export const designRestoreInputSchema = z.object({ note: safeStringSchema.max(500).default('') });
export type DesignRestoreInput = z.infer<typeof designRestoreInputSchema>;

export const GLOBAL_SETTINGS_COMPONENT_ID = 'C000045';

/** A data-only block of a global page: the recharge app-download popup's settings (`mandatory`, spec §2). */
export const APP_DOWNLOAD_SETTINGS_COMPONENT_ID = 'C000107';

const colour = safeStringSchema.max(64);
/** The global settings component's data (spec §3) with the defaults of spec §9. */
export const globalSettingsSchema = z.object({
  maxWidth: z.number().int().min(320).max(4000).default(DESIGN_DEFAULTS.maxWidth),
  hideTagBarOnPc: z.boolean().default(true),
  menuPanelWidth: z.number().int().min(0).max(800).default(DESIGN_DEFAULTS.menuPanelWidth),
  pcContentPaddingTop: z.number().int().min(0).max(400).default(DESIGN_DEFAULTS.pcContentPaddingTop),
  mobileContentPaddingTop: z.number().int().min(0).max(400).default(DESIGN_DEFAULTS.mobileContentPaddingTop),
  expandMenuBgColor: colour.default('#111a26'),
  mainBgColor: colour.default('#0c121b'),
  footerBgColor: colour.default('#0a0f17'),
  designBlockBg: colour.default(DESIGN_DEFAULTS.designBlockBg),
  designButtonBg: colour.default(DESIGN_DEFAULTS.designButtonBg),
  /** 1 = the side menu pushes the content on desktop, 0 = it floats above it. */
  expandMenuMode: z.number().int().min(0).max(2).default(DESIGN_DEFAULTS.expandMenuMode),
  tabbarBgColor: colour.default('#111a26'),
  maxHeaderWidth: z.number().int().min(0).max(4000).default(0),
  enableHeaderOffset: z.boolean().default(false),
  pcFooterPaddingBottom: z.number().int().min(0).max(600).default(DESIGN_DEFAULTS.pcFooterPaddingBottom),
  mobileFooterPaddingBottom: z
    .number()
    .int()
    .min(0)
    .max(600)
    .default(DESIGN_DEFAULTS.mobileFooterPaddingBottom),
  showPcHeaderSelectCountry: z.boolean().default(true),
  showPcHeaderSelectLanguage: z.boolean().default(true),
  pageBackgroundImage: safeStringSchema.default(''),
  mobilePageBackgroundImage: safeStringSchema.default(''),
  mobileOnly: z.boolean().default(false),
  pageBackgroundImageRepeat: z.boolean().default(false),
  forceMobileLayout: z.boolean().default(false),
  lightMode: z.boolean().default(false),
  /** The single-point popup setting (spec §2): only the first of the open popups is shown at a time. */
  singlePointPopup: z.boolean().default(false),
  /** Design colour, border, radius, shadow and blur fields. */
  primaryColor: colour.default('#f5c242'),
  textColor: colour.default('#eef2f8'),
  mutedTextColor: colour.default('#9aa8bb'),
  borderColor: colour.default('#2e3b4f'),
  borderRadius: z.number().int().min(0).max(40).default(10),
  shadow: safeStringSchema.max(200).default('0 8px 24px rgb(0 0 0 / 35%)'),
  blur: z.number().int().min(0).max(40).default(8),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** Spec §3 "Game category". */
export const gameCategorySchema = z.object({
  id: safeStringSchema,
  /** Language-pack key. */
  name: safeStringSchema,
  icon: safeStringSchema,
  /** ALL, CRASH, ORIGINALS, LOTTERY, SPORTS, … */
  type: safeStringSchema,
  directlyPlay: z.boolean(),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const ALL_GAMES_CATEGORY: GameCategory = {
  id: '00',
  name: 'ALL_GAMES',
  icon: '',
  type: 'ALL',
  directlyPlay: false,
};

/** One game in a category page's content. */
export const gameSummarySchema = z.object({
  id: safeStringSchema,
  /** Language-pack key of the game's name. */
  name: safeStringSchema,
  categoryId: safeStringSchema,
  /** crash, originals, lottery, sports, scratch… */
  type: safeStringSchema,
  directlyPlay: z.boolean(),
  /** Tile image (a /static/cdnimg path). */
  icon: safeStringSchema,
  /** Where a click goes: a special link string such as #gameId=crash. */
  link: safeStringSchema,
  hot: z.boolean(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

/** Spec §4 "Notice popup types": who sees a notice popup. */
export const NOTICE_POPUP_TYPE = {
  notLoggedIn: 'NOT_LOGGED_IN',
  notRecharged: 'NOT_RECHARGED',
  completeRegistration: 'COMPLETE_REGISTRATION',
  always: 'ALWAYS',
} as const;

/** Spec §3 "Notice popup config". */
export const noticePopupConfigSchema = z.object({
  type: z.enum(Object.values(NOTICE_POPUP_TYPE) as [string, ...string[]]).default(NOTICE_POPUP_TYPE.always),
  bg: safeStringSchema.default(''),
  link: safeStringSchema.default(''),
  content: safeStringSchema.default(''),
  buttonBg: safeStringSchema.default('var(--color-primary)'),
  buttonText: safeStringSchema.default(''),
  buttonTextColor: safeStringSchema.default('var(--color-on-primary)'),
  contentPadding: z.number().int().min(0).max(80).default(20),
  buttonMargin: z.number().int().min(0).max(80).default(16),
  contentTextColor: safeStringSchema.default('var(--color-text)'),
  contentTextSize: z.number().int().min(10).max(40).default(16),
  enableMaskClose: z.boolean().default(false),
});
export type NoticePopupConfig = z.infer<typeof noticePopupConfigSchema>;
