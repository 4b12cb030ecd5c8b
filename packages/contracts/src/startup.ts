import { z } from 'zod';

import { safeStringSchema } from './fields.ts';
import { complianceRulesSchema } from './responsible.ts';

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
  p: safeStringSchema.max(64).optional(),
  /** Native app only: clipboard text after the W2A- prefix, a web-to-app attribution code. */
  wta: safeStringSchema.max(256).optional(),
});
export type StartupQuery = z.infer<typeof startupQuerySchema>;

export const currencySchema = z.object({
  id: safeStringSchema,
  symbol: safeStringSchema,
  decimalLength: z.number().int().min(0).max(9),
  withdrawDecimalLength: z.number().int().min(0).max(9),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  id: safeStringSchema,
  name: safeStringSchema,
  currencyId: safeStringSchema,
  languageId: safeStringSchema,
  phoneCode: safeStringSchema,
});
export type Country = z.infer<typeof countrySchema>;

export const languageSchema = z.object({ id: safeStringSchema, name: safeStringSchema });
export type Language = z.infer<typeof languageSchema>;

/**
 * What registering asks of the visitor, by the market profile of their country: with `identity: 'cpf'` the
 * register form asks for the CPF, the full name and the birth date; a birth date must make `minimumAge`.
 */
export const registrationRulesSchema = complianceRulesSchema.pick({
  identity: true,
  minimumAge: true,
  limitsAtRegistration: true,
});
export type RegistrationRules = z.infer<typeof registrationRulesSchema>;

export const smsConfigSchema = z.object({
  enableForgetPassword: z.boolean().default(false),
  enableRegister: z.boolean().default(false),
  enableWithdraw: z.boolean().default(false),
});

/** The startup settings (spec §3), sent as the envelope's `model`. */
export const startupSettingsSchema = z.object({
  buildConfig: z.object({ varStyles: z.record(safeStringSchema, safeStringSchema) }).optional(),
  minBetAmount: z.number(),
  defaultBetAmount: z.number(),
  languages: z.array(languageSchema),
  currencies: z.array(currencySchema),
  countries: z.array(countrySchema),
  countryId: safeStringSchema,
  currencyId: safeStringSchema,
  language: safeStringSchema,
  disableVipPlus: z.boolean(),
  /** Registered players and winners, counted; both 0 unless the operator shows them. */
  brand: z.object({ players: z.number().int(), winners: z.number().int() }),
  /** The lobby shows its activity ticker (big wins, latest bets), when the operator switched it on. */
  showActivityTicker: z.boolean().default(false),
  /** The names of the recharge channels open to the visitor's currency, for the lobby's payment badges. */
  paymentMethods: z.array(safeStringSchema).default([]),
  apkLink: safeStringSchema,
  w2aBrandLink: safeStringSchema,
  enableWebPush: z.boolean(),
  smsConfig: smsConfigSchema,
  enabledSmsConfigs: z.array(safeStringSchema),
  disableAppDownload: z.boolean(),
  enableSalary: z.boolean(),
  autoBk: z.boolean(),
  enableRegisterPromoCode: z.boolean(),
  /** What the register form asks for in the visitor's country (its market profile). */
  registration: registrationRulesSchema.prefault({}),
  /**
   * Whether the visitor's market allows real money; false (Indonesia's social profile) makes the site demo
   * play only: no deposit button, games in demo mode.
   */
  realMoney: z.boolean().default(true),
  gpcSymbol: safeStringSchema,
  disableGPC: z.boolean(),
  horizontalCom: z.boolean(),
  /** The invite code that `p` or `wta` resolved to, or null when neither named a real inviter. */
  inviteCode: safeStringSchema.nullable(),
});
export type StartupSettings = z.infer<typeof startupSettingsSchema>;

/** Global config values (spec §3 "Site configuration"). Empty CDN roots mean "this origin". */
export const globalConfigSchema = z.object({
  loadingIcon: safeStringSchema,
  globalLoadIcon: safeStringSchema,
  icon: safeStringSchema,
  pcIcon: safeStringSchema,
  imageCdnRoot: safeStringSchema,
  wssCdnRoot: safeStringSchema,
  apiCdnRoot: safeStringSchema,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/**
 * The site configuration. The server injects it into index.html as a JSON data block
 * (`<script type="application/json" id="site-config">`), so the first paint needs no round trip;
 * GET /api/home/site_config returns the same object for the native shell and the dev server.
 */
export const siteConfigSchema = z.object({
  siteId: safeStringSchema,
  siteName: safeStringSchema,
  currencyId: safeStringSchema,
  currencies: z.array(currencySchema),
  designCacheKey: safeStringSchema,
  langItemsCacheKey: safeStringSchema,
  /** Site key for the encrypted game paths; empty when they are off. The client reverses it before use. */
  sk: safeStringSchema,
  vpCode: safeStringSchema,
  iosMobileFileLink: safeStringSchema,
  defaultBetAmount: z.number(),
  /** When set, the browser goes there instead of rendering the site. */
  redirectUrl: safeStringSchema,
  /** Host names on which visitors first pass the gate screen (the spec's isGpDomain). */
  gateDomains: z.array(safeStringSchema),
  globalConfig: globalConfigSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
