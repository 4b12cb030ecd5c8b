import { z } from 'zod';

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** GET /api/home/startup query (spec §7 "Startup and install"). */
export const startupQuerySchema = z.object({
  lazy: booleanQuery,
  /** The client's current estimate of the server clock, epoch ms. */
  startTime: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
  /** true when the client was built without a build config: the answer then carries `buildConfig`. */
  dev: booleanQuery,
  /** Invite code from the page address. */
  p: z.string().max(64).optional(),
  /** Native app only: clipboard text after the W2A- prefix, a web-to-app attribution code. */
  wta: z.string().max(256).optional(),
});
export type StartupQuery = z.infer<typeof startupQuerySchema>;

export const currencySchema = z.object({
  id: z.string(),
  symbol: z.string(),
  decimalLength: z.number().int().min(0).max(9),
  withdrawDecimalLength: z.number().int().min(0).max(9),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  currencyId: z.string(),
  languageId: z.string(),
  phoneCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const languageSchema = z.object({ id: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const smsConfigSchema = z.object({
  enableForgetPassword: z.boolean().default(false),
  enableRegister: z.boolean().default(false),
  enableWithdraw: z.boolean().default(false),
});

/** The startup settings (spec §3), sent as the envelope's `model`. */
export const startupSettingsSchema = z.object({
  buildConfig: z.object({ varStyles: z.record(z.string(), z.string()) }).optional(),
  minBetAmount: z.number(),
  defaultBetAmount: z.number(),
  languages: z.array(languageSchema),
  currencies: z.array(currencySchema),
  countries: z.array(countrySchema),
  countryId: z.string(),
  currencyId: z.string(),
  language: z.string(),
  disableVipPlus: z.boolean(),
  /** Registered players and winners, counted; both 0 unless the operator shows them. */
  brand: z.object({ players: z.number().int(), winners: z.number().int() }),
  /** The names of the recharge channels open to the visitor's currency, for the lobby's payment badges. */
  paymentMethods: z.array(z.string()).default([]),
  apkLink: z.string(),
  w2aBrandLink: z.string(),
  enableWebPush: z.boolean(),
  smsConfig: smsConfigSchema,
  enabledSmsConfigs: z.array(z.string()),
  disableAppDownload: z.boolean(),
  enableSalary: z.boolean(),
  autoBk: z.boolean(),
  enableRegisterPromoCode: z.boolean(),
  gpcSymbol: z.string(),
  disableGPC: z.boolean(),
  horizontalCom: z.boolean(),
  /** The invite code that `p` or `wta` resolved to, or null when neither named a real inviter. */
  inviteCode: z.string().nullable(),
});
export type StartupSettings = z.infer<typeof startupSettingsSchema>;

/** Global config values (spec §3 "Site configuration"). Empty CDN roots mean "this origin". */
export const globalConfigSchema = z.object({
  loadingIcon: z.string(),
  globalLoadIcon: z.string(),
  icon: z.string(),
  pcIcon: z.string(),
  imageCdnRoot: z.string(),
  wssCdnRoot: z.string(),
  apiCdnRoot: z.string(),
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/**
 * The site configuration. The server injects it into index.html as a JSON data block
 * (`<script type="application/json" id="site-config">`), so the first paint needs no round trip;
 * GET /api/home/site_config returns the same object for the native shell and the dev server.
 */
export const siteConfigSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  currencyId: z.string(),
  currencies: z.array(currencySchema),
  designCacheKey: z.string(),
  langItemsCacheKey: z.string(),
  /** Site key for the encrypted game paths; empty when they are off. The client reverses it before use. */
  sk: z.string(),
  vpCode: z.string(),
  iosMobileFileLink: z.string(),
  defaultBetAmount: z.number(),
  /** When set, the browser goes there instead of rendering the site. */
  redirectUrl: z.string(),
  /** Host names on which visitors first pass the gate screen (the spec's isGpDomain). */
  gateDomains: z.array(z.string()),
  globalConfig: globalConfigSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SITE_CONFIG_ELEMENT_ID = 'site-config';
