import { z } from 'zod';

import { safeStringSchema, smsConfigSchema, SPEC } from '@casino/contracts';

import { isTimeZone } from '../../platform/site-day.ts';

/**
 * The operator's switches, stored as JSON in `site_settings.settings`. Parsed with defaults on every read,
 * so a setting added later needs no data migration and a half-filled row still yields a whole answer.
 */
export const siteSwitchesSchema = z.object({
  minBetAmount: z.number().positive().default(SPEC.minBetAmountDefault),
  defaultBetAmount: z.number().positive().default(SPEC.defaultBetAmountFallback),
  disableVipPlus: z.boolean().default(false),
  /** The site's time zone (IANA): its days (check-in, daily limits) start at local midnight there. */
  timeZone: safeStringSchema.refine(isTimeZone, 'TIME_ZONE_INVALID').default('America/Sao_Paulo'),
  /** Players see the lobby's community counts (registered players, winners), counted from the data, when set. */
  showPlayerCounts: z.boolean().default(false),
  /** The lobby shows a ticker of recent big wins and latest bets (masked names) when set. */
  showActivityTicker: z.boolean().default(false),
  apkLink: safeStringSchema.default(''),
  /** The site offers to install itself as a PWA (GET /api/ads/web2pwa). */
  enablePwa: z.boolean().default(true),
  /** The iOS app's link; empty: iOS Safari players get the add-to-home-screen guide instead. */
  iosLink: safeStringSchema.default(''),
  /** The host links shared from the native app point at (GET /api/home/getH5RefAppUrl); empty: this site's. */
  h5RefHost: safeStringSchema.regex(/^$|^[a-z0-9.-]+(:\d{1,5})?$/i, 'HOST_INVALID').default(''),
  w2aBrandLink: safeStringSchema.default(''),
  enableWebPush: z.boolean().default(false),
  smsConfig: smsConfigSchema.default({
    enableForgetPassword: false,
    enableRegister: false,
    enableWithdraw: false,
  }),
  enabledSmsConfigs: z.array(safeStringSchema).default([]),
  disableAppDownload: z.boolean().default(false),
  enableSalary: z.boolean().default(false),
  /** The weekly salary's referral part: this share (percent) of the house edge direct invitees played. */
  salaryReferralPercent: z.number().min(0).max(50).default(10),
  autoBk: z.boolean().default(false),
  enableRegisterPromoCode: z.boolean().default(false),
  gpcSymbol: safeStringSchema.default(SPEC.gameCurrencySymbol),
  disableGPC: z.boolean().default(true),
  useGameSymbol: z.boolean().default(false),
  horizontalCom: z.boolean().default(false),
  sk: safeStringSchema.default(''),
  vpCode: safeStringSchema.default(''),
  iosMobileFileLink: safeStringSchema.default(''),
  redirectUrl: safeStringSchema.default(''),
  gateDomains: z.array(safeStringSchema).default([]),
  loadingIcon: safeStringSchema.default(''),
  globalLoadIcon: safeStringSchema.default(''),
  icon: safeStringSchema.default(''),
  pcIcon: safeStringSchema.default(''),
  /**
   * Four eyes: a withdrawal above this amount (major units, per currency) needs a second operator's approval
   * after the first; a currency not listed needs one approval.
   */
  withdrawSecondApprovalAbove: z.record(safeStringSchema, z.number().nonnegative()).default({}),
  /** Pay maintenance: recharge and withdraw answer PAY_MAINTENANCE (-1119) while set. */
  payMaintenance: z.boolean().default(false),
  /** CSS variables a client built without a build config receives (`startup?dev=true`). */
  buildVarStyles: z.record(safeStringSchema, safeStringSchema).default({}),
});

export type SiteSwitches = z.infer<typeof siteSwitchesSchema>;
