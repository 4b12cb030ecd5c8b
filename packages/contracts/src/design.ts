import { z } from 'zod';

import { safeRecordSchema, safeStringSchema } from './fields.ts';

import { GLOBAL_SETTINGS_DEFAULTS, NOTICE_POPUP_TYPE } from './constants.ts';

/**
 * Server-driven design data (spec §3 "Theme model", "Global settings component"). Component data is kept
 * open here (`record`); each component's own schema is in design-blocks.ts, where the server checks a
 * design's blocks when it is saved and fills in their defaults before it serves them.
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

const defaults = GLOBAL_SETTINGS_DEFAULTS;
const colour = safeStringSchema.max(64);
const size = (min: number, max: number) => z.number().int().min(min).max(max);
/** The global settings component's data (spec §3) with the defaults of spec §9. */
export const globalSettingsSchema = z.object({
  maxWidth: size(320, 4000).default(defaults.maxWidth),
  hideTagBarOnPc: z.boolean().default(defaults.hideTagBarOnPc),
  menuPanelWidth: size(0, 800).default(defaults.menuPanelWidth),
  pcContentPaddingTop: size(0, 400).default(defaults.pcContentPaddingTop),
  mobileContentPaddingTop: size(0, 400).default(defaults.mobileContentPaddingTop),
  expandMenuBgColor: colour.default(defaults.expandMenuBgColor),
  mainBgColor: colour.default(defaults.mainBgColor),
  footerBgColor: colour.default(defaults.footerBgColor),
  designBlockBg: colour.default(defaults.designBlockBg),
  designButtonBg: colour.default(defaults.designButtonBg),
  /** 1 = the side menu pushes the content on desktop, 0 = it floats above it. */
  expandMenuMode: size(0, 2).default(defaults.expandMenuMode),
  tabbarBgColor: colour.default(defaults.tabbarBgColor),
  maxHeaderWidth: size(0, 4000).default(defaults.maxHeaderWidth),
  enableHeaderOffset: z.boolean().default(defaults.enableHeaderOffset),
  pcFooterPaddingBottom: size(0, 600).default(defaults.pcFooterPaddingBottom),
  mobileFooterPaddingBottom: size(0, 600).default(defaults.mobileFooterPaddingBottom),
  showPcHeaderSelectCountry: z.boolean().default(defaults.showPcHeaderSelectCountry),
  showPcHeaderSelectLanguage: z.boolean().default(defaults.showPcHeaderSelectLanguage),
  pageBackgroundImage: safeStringSchema.default(defaults.pageBackgroundImage),
  mobilePageBackgroundImage: safeStringSchema.default(defaults.mobilePageBackgroundImage),
  mobileOnly: z.boolean().default(defaults.mobileOnly),
  pageBackgroundImageRepeat: z.boolean().default(defaults.pageBackgroundImageRepeat),
  forceMobileLayout: z.boolean().default(defaults.forceMobileLayout),
  lightMode: z.boolean().default(defaults.lightMode),
  /** The single-point popup setting (spec §2): only the first of the open popups is shown at a time. */
  singlePointPopup: z.boolean().default(defaults.singlePointPopup),
  /** Design colour, border, radius, shadow and blur fields. */
  primaryColor: colour.default(defaults.primaryColor),
  textColor: colour.default(defaults.textColor),
  mutedTextColor: colour.default(defaults.mutedTextColor),
  borderColor: colour.default(defaults.borderColor),
  borderRadius: size(0, 40).default(defaults.borderRadius),
  shadow: safeStringSchema.max(200).default(defaults.shadow),
  blur: size(0, 40).default(defaults.blur),
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
