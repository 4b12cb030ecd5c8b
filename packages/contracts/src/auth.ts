import { z } from 'zod';

import {
  countryIdSchema,
  cpfSchema,
  currencyIdSchema,
  fullNameSchema,
  inviteCodeSchema,
  isoDateSchema,
  languageIdSchema,
  passwordSchema,
  phoneSchema,
  promoCodeSchema,
  safeStringSchema,
  smsCodeSchema,
  usernameSchema,
} from './fields.ts';
import { registrationDepositLimitSchema } from './responsible.ts';

/** Attribution the client stored at start-up and sends with a registration (spec §7 "the stored init params"). */
export const initParamsSchema = z.object({
  p: inviteCodeSchema.optional(),
  promoCode: promoCodeSchema.optional(),
  countryId: countryIdSchema.optional(),
  currencyId: currencyIdSchema.optional(),
  language: languageIdSchema.optional(),
  tkk: safeStringSchema.max(128).optional(),
  navToken: safeStringSchema.max(256).optional(),
  aid: safeStringSchema.max(128).optional(),
  gaid: safeStringSchema.max(128).optional(),
  ch: safeStringSchema.max(64).optional(),
});

const oneIdentity = (value: { username?: string | undefined; phone?: string | undefined }) =>
  (value.username === undefined) !== (value.phone === undefined);

/**
 * POST /api/auth/register: a username or a phone (or both), a password, and the init params. When the site
 * registers by SMS (smsConfig.enableRegister) the phone and the code sent to it are required.
 */
export const registerRequestSchema = initParamsSchema
  .extend({
    username: usernameSchema.optional(),
    phone: phoneSchema.optional(),
    password: passwordSchema,
    /** The code from POST /api/auth/register/send_code (required when smsConfig.enableRegister is on). */
    smsCode: smsCodeSchema.optional(),
    /** Identity, required where the market profile's `compliance.identity` is `cpf` (Brazil). */
    cpf: cpfSchema.optional(),
    fullName: fullNameSchema.optional(),
    birthDate: isoDateSchema.optional(),
    /** The deposit limit chosen (null: none), required where `compliance.limitsAtRegistration` (Brazil). */
    depositLimit: registrationDepositLimitSchema.optional(),
  })
  .refine((value) => value.username !== undefined || value.phone !== undefined, {
    message: 'USERNAME_OR_PHONE_REQUIRED',
    path: ['username'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login: the same identity as at registration, and the password. */
export const loginRequestSchema = z
  .object({
    username: usernameSchema.optional(),
    phone: phoneSchema.optional(),
    password: safeStringSchema.min(1, 'PASSWORD_RULE').max(64, 'PASSWORD_RULE'),
  })
  .refine(oneIdentity, { message: 'USERNAME_OR_PHONE_REQUIRED', path: ['username'] });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** GET /api/auth/browser_foot_print?t= — the visitor hash, empty when fingerprinting failed. */
export const browserFootPrintQuerySchema = z.object({
  t: safeStringSchema
    .max(128)
    .regex(/^[A-Za-z0-9_-]*$/, 'INVALID_INPUT')
    .default(''),
});

/** The user as the client sees it (spec §3 "User"). Amounts are major units, exact to the currency's decimals. */
export const userSchema = z.object({
  token: safeStringSchema,
  userId: z.number().int(),
  username: safeStringSchema,
  nickname: safeStringSchema,
  email: safeStringSchema.nullable(),
  phone: safeStringSchema.nullable(),
  avatar: safeStringSchema.nullable(),
  balance: z.number(),
  taskBonusBalance: z.number(),
  registerTaskBonusBalance: z.number(),
  depositForWithdraw: z.number(),
  noticeUpdateTime: z.number().int(),
  phoneChecked: z.boolean(),
  rechargeCount: z.number().int(),
  firstRechargeFlag: z.boolean(),
  currencyId: safeStringSchema,
  currSymbol: safeStringSchema,
  currRatio: z.number(),
  vipLevel: z.object({ level: z.number().int() }),
  useGameSymbol: z.boolean(),
  thirdLoginTypes: z.array(safeStringSchema),
  bind2Auth: z.boolean(),
  appVersion: safeStringSchema.nullable(),
  inviteCode: safeStringSchema,
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/check: whether the token is live. During maintenance it answers MAINTENANCE instead. */
export const authCheckSchema = z.object({ loggedIn: z.boolean() });
export type AuthCheck = z.infer<typeof authCheckSchema>;

/** One entry of /api/user/vip_list. Thresholds are major units of the player's currency. */
export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: safeStringSchema,
  depositRequired: z.number(),
  betRequired: z.number(),
  withdrawDailyLimit: z.number(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The switch in `enabledSmsConfigs` that turns SMS login on. */
export const SMS_LOGIN_SWITCH = 'LOGIN';

/** POST /api/auth/sms/send_code: a login code to this phone (SMS login must be switched on). */
export const smsLoginCodeRequestSchema = z.object({ phone: phoneSchema });

/** POST /api/auth/sms/login: the phone and the six-digit code it received. */
export const smsLoginRequestSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
});

/**
 * POST /api/auth/register/send_code: a registration code to a phone not yet on any account (smsConfig.
 * enableRegister). The country decides the phone's prefix when it is typed without `+`.
 */
export const registerCodeRequestSchema = z.object({
  phone: phoneSchema,
  countryId: countryIdSchema.optional(),
});
export type RegisterCodeRequest = z.infer<typeof registerCodeRequestSchema>;

/**
 * POST /api/auth/password/send_code: a reset code to the verified phone of an account (smsConfig.
 * enableForgetPassword). Answers the same whether or not the phone belongs to anyone.
 */
export const passwordResetCodeRequestSchema = z.object({ phone: phoneSchema });
export type PasswordResetCodeRequest = z.infer<typeof passwordResetCodeRequestSchema>;

/** POST /api/auth/password/reset: the phone, the code it received and the new password; every session ends. */
export const passwordResetRequestSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
