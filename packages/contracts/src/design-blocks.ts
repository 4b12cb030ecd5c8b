import { z } from 'zod';

import { APP_DOWNLOAD_SETTINGS_COMPONENT_ID, GLOBAL_SETTINGS_COMPONENT_ID } from './constants.ts';
import { safeStringSchema } from './fields.ts';
import {
  designAudienceSchema,
  globalSettingsSchema,
  noticePopupConfigSchema,
  type PageItem,
} from './design.ts';

/**
 * The data of each design block the site draws, by component id, with its defaults. The server checks a
 * block against its schema when a designer saves it and serves every block filled in with its defaults,
 * so the browser draws the data as it comes and never loads a schema to start.
 */

const nothing = z.object({});

export const siteHeaderDataSchema = z.object({ showMenuButton: z.boolean().default(true) });
export type SiteHeaderData = z.output<typeof siteHeaderDataSchema>;

export const siteFooterDataSchema = z.object({
  licenceText: safeStringSchema.default('FOOTER_LICENCE'),
  links: z.array(z.object({ name: safeStringSchema, link: safeStringSchema })).default([]),
});
export type SiteFooterData = z.output<typeof siteFooterDataSchema>;

export const pagePopupTriggerDataSchema = z.object({
  /** The popup's title: a language-pack key (or plain text). */
  title: safeStringSchema.max(200).default(''),
  /** The page shown in the popup's iframe; nothing opens without one. */
  url: safeStringSchema.max(2000).default(''),
  /** `always`: on every arrival at a matching path; `load`: once per page load; `session`: once per browser session. */
  frequency: z.enum(['always', 'load', 'session']).default('load'),
  /** Wait this long after the visitor arrives before opening. */
  delaySeconds: z.number().min(0).max(600).default(0),
});
export type PagePopupTriggerData = z.output<typeof pagePopupTriggerDataSchema>;

/** The recharge app-download popup's design data (spec §2): `mandatory` leaves it no way to be closed but downloading. */
export const appDownloadSettingsSchema = z.object({ mandatory: z.boolean().default(false) });
export type AppDownloadSettings = z.output<typeof appDownloadSettingsSchema>;

export const bannerCarouselDataSchema = z.object({
  slides: z
    .array(
      z.object({
        title: safeStringSchema,
        text: safeStringSchema.default(''),
        cta: safeStringSchema.default(''),
        link: safeStringSchema.default(''),
        image: safeStringSchema.default(''),
        from: safeStringSchema.default('#312e81'),
        to: safeStringSchema.default('#831843'),
        audience: designAudienceSchema,
      }),
    )
    .default([]),
  intervalMs: z.number().int().min(1500).max(60_000).default(5000),
});
export type BannerCarouselData = z.output<typeof bannerCarouselDataSchema>;

export const noticeMarqueeDataSchema = z.object({ messages: z.array(safeStringSchema).default([]) });
export type NoticeMarqueeData = z.output<typeof noticeMarqueeDataSchema>;

/** A block the home page's tabs and links can scroll to (`anchor` is its element id). */
export const anchoredDataSchema = z.object({ anchor: safeStringSchema.default('') });
export type AnchoredData = z.output<typeof anchoredDataSchema>;

export const gameGridDataSchema = z.object({
  columnsMobile: z.number().int().min(2).max(4).default(3),
  columnsPc: z.number().int().min(3).max(8).default(6),
});
export type GameGridData = z.output<typeof gameGridDataSchema>;

const titledDataSchema = (title: string) => z.object({ title: safeStringSchema.default(title) });

export const hotGamesDataSchema = titledDataSchema('HOT_GAMES');
export type HotGamesData = z.output<typeof hotGamesDataSchema>;

export const promotionsDataSchema = z.object({
  anchor: safeStringSchema.default(''),
  title: safeStringSchema.default('PROMOTIONS_TITLE'),
  items: z
    .array(
      z.object({
        title: safeStringSchema,
        text: safeStringSchema.default(''),
        link: safeStringSchema.default(''),
        accent: safeStringSchema.default('#f5c242'),
        audience: designAudienceSchema,
      }),
    )
    .default([]),
});
export type PromotionsData = z.output<typeof promotionsDataSchema>;

export const articlesDataSchema = titledDataSchema('ARTICLES_TITLE');
export type ArticlesData = z.output<typeof articlesDataSchema>;

export const faqDataSchema = z.object({
  anchor: safeStringSchema.default(''),
  items: z.array(safeStringSchema).default([]),
});
export type FaqData = z.output<typeof faqDataSchema>;

/** Component id → the schema of its data. An id not here is drawn by no client and served as it is. */
export const DESIGN_BLOCK_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [GLOBAL_SETTINGS_COMPONENT_ID]: globalSettingsSchema,
  C000101: siteHeaderDataSchema,
  C000102: nothing,
  C000103: nothing,
  C000104: siteFooterDataSchema,
  C000105: noticePopupConfigSchema,
  C000106: pagePopupTriggerDataSchema,
  [APP_DOWNLOAD_SETTINGS_COMPONENT_ID]: appDownloadSettingsSchema,
  C000201: bannerCarouselDataSchema,
  C000202: noticeMarqueeDataSchema,
  C000203: anchoredDataSchema,
  C000204: gameGridDataSchema,
  C000205: hotGamesDataSchema,
  C000206: promotionsDataSchema,
  C000207: articlesDataSchema,
  C000208: nothing,
  C000209: nothing,
  C000210: nothing,
  C000211: anchoredDataSchema,
  C000212: faqDataSchema,
  C000213: nothing,
};

/** The schema of a component's data; undefined for an id no client draws. */
const blockSchema = (comId: string): z.ZodType | undefined =>
  Object.hasOwn(DESIGN_BLOCK_SCHEMAS, comId) ? DESIGN_BLOCK_SCHEMAS[comId] : undefined;

/** The readable problems of one block's data (empty when it matches its component's schema). */
export function designBlockProblems(item: Pick<PageItem, 'comId' | 'data'>): string[] {
  const parsed = blockSchema(item.comId)?.safeParse(item.data ?? {});
  if (!parsed || parsed.success) return [];
  return parsed.error.issues.map(
    (issue) => `${item.comId}${issue.path.map((part) => `.${String(part)}`).join('')}: ${issue.message}`,
  );
}

/**
 * One block as the site draws it: its data filled in with its component's defaults, or null when the data
 * does not match (a version saved before a schema changed). An unknown id is kept as it is.
 */
export function withBlockDefaults<Item extends PageItem>(item: Item): Item | null {
  const schema = blockSchema(item.comId);
  if (!schema) return item;
  const parsed = schema.safeParse(item.data ?? {});
  return parsed.success ? { ...item, data: parsed.data as Record<string, unknown> } : null;
}

/** A theme as the site draws it: every block through withBlockDefaults (blocks that do not match dropped). */
export function themeWithBlockDefaults<Theme extends { pages: { items: PageItem[] }[] }>(
  theme: Theme,
): Theme {
  return {
    ...theme,
    pages: theme.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => withBlockDefaults(item) ?? []),
    })),
  };
}

/** The readable problems of every block of a theme a designer saves (empty when all match). */
export function themeBlockProblems(theme: { pages: { id: string; items: PageItem[] }[] }): string[] {
  return theme.pages.flatMap((page) =>
    page.items.flatMap((item, index) =>
      designBlockProblems(item).map((problem) => `${page.id}[${index}] ${problem}`),
    ),
  );
}
