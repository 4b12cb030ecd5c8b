import { z } from 'zod';

import { currencyIdSchema, safeStringSchema } from './fields.ts';

/**
 * Responsible gaming (Lei 14.790/2023, Portaria SPA/MF 1.231/2024): the limits a player sets on
 * themselves, the reality check, time-outs and self-exclusion, and the compliance rules of a market
 * profile that switch them on. Money is in the player's currency, major units on the wire; a session
 * limit is in minutes.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const limitKindSchema = z.enum(LIMIT_KINDS);

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);

/** The longest session-time limit a period can hold, in minutes. */
export const SESSION_LIMIT_MAX_MINUTES: Readonly<Record<LimitPeriod, number>> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 31 * 24 * 60,
};

/** The reality-check intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** A time-out lasts 1 to 42 days (24 hours to 6 weeks). */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
/** A self-exclusion lasts 6 months or more, or for ever (`months: null`). */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

/**
 * What a market profile demands of the site for its players. Brazil's: identity by CPF, 18+, limits
 * chosen at registration, a reality check every 60 minutes, re-authentication after 30 idle minutes,
 * a 24-hour wait before a limit is raised, deposits only from the player's own CPF.
 */
export const complianceRulesSchema = z.object({
  /** `cpf`: registration asks for a CPF (one account each), the full name and the birth date. */
  identity: z.enum(['none', 'cpf']).default('none'),
  minimumAge: z.number().int().min(0).max(25).default(18),
  /** The player sets (or confirms) deposit limits while registering. */
  limitsAtRegistration: z.boolean().default(false),
  /** The reality check's interval unless the player chose one; null: none unless chosen. */
  realityCheckMinutes: z.number().int().min(5).max(240).nullable().default(null),
  /** A session idle this long must log in again; null: only the session's own expiry. */
  idleLogoutMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .nullable()
    .default(null),
  /** How long a raised (or removed) limit waits before it applies; a lowered one applies at once. */
  limitIncreaseHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 31)
    .default(24),
  /** Deposits only from an account in the player's own CPF; withdrawals only to it. */
  ownAccountPayments: z.boolean().default(false),
  /** The zone whose midnight starts a limit's day, week (Monday) and month. */
  timeZone: safeStringSchema.min(1).max(64).default('UTC'),
  /**
   * How long personal data that is not a money record is kept once it is no longer used. Sessions (the
   * addresses and devices a player used) are deleted this many days after they ended; never fewer than 90,
   * so a month's session-time limit and an investigation still see them. Money records (ledger, bets,
   * orders) and identity are never deleted by the site.
   */
  retention: z.object({ sessionDays: z.number().int().min(90).max(3650).default(365) }).prefault({}),
});
export type ComplianceRules = z.infer<typeof complianceRulesSchema>;

/** One limit as the player sees it: in force now, used this period, and a raise waiting its turn. */
export const limitViewSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** In force now (major units, minutes for `session`); null: no limit. */
  value: z.number().nullable(),
  /** Used in the current period (same unit). */
  used: z.number(),
  /** When the current period ends (ms). */
  resetsAt: z.number().int(),
  /** A raise or removal waiting for the cooling-off period: its value and when it applies. */
  pending: z.object({ value: z.number().nullable(), effectiveAt: z.number().int() }).nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const exclusionKindSchema = z.enum(['timeout', 'self_exclusion']);
export type ExclusionKind = z.infer<typeof exclusionKindSchema>;

export const exclusionViewSchema = z.object({
  kind: exclusionKindSchema,
  startedAt: z.number().int(),
  /** When it ends (ms); null: permanent. */
  endsAt: z.number().int().nullable(),
});
export type ExclusionView = z.infer<typeof exclusionViewSchema>;

/** What the reality check tells: how long this session has played and what it won or lost. */
export const realityCheckSummarySchema = z.object({
  sessionStartedAt: z.number().int(),
  minutesPlayed: z.number().int(),
  /** Won (positive) or lost (negative) in play this session, major units. */
  netResult: z.number(),
  wagered: z.number(),
});
export type RealityCheckSummary = z.infer<typeof realityCheckSummarySchema>;

/** GET /api/responsible: every tool of the responsible-gaming page, for the player of the session. */
export const responsibleViewSchema = z.object({
  currencyId: currencyIdSchema,
  limits: z.array(limitViewSchema),
  /** Hours a raised limit waits (the player's market profile). */
  limitIncreaseHours: z.number().int(),
  /** Whether this market asks for limits at registration. */
  limitsAtRegistration: z.boolean(),
  realityCheck: z.object({
    /** The interval in force (the player's choice, else the profile's); null: off. */
    intervalMinutes: z.number().int().nullable(),
    /** When the next check interrupts play (ms); null: off. */
    dueAt: z.number().int().nullable(),
    summary: realityCheckSummarySchema,
  }),
  exclusion: exclusionViewSchema.nullable(),
});
export type ResponsibleView = z.infer<typeof responsibleViewSchema>;

const limitValueSchema = z.number().nonnegative().max(1_000_000_000).nullable();

/**
 * The deposit limit chosen while registering where the market asks for one (`limitsAtRegistration`,
 * Brazil): a period and an amount in the registration's currency, or null for an explicit "no limit".
 */
export const registrationDepositLimitSchema = z
  .object({
    period: limitPeriodSchema,
    value: z
      .number({ error: 'AMOUNT_INVALID' })
      .positive('AMOUNT_INVALID')
      .max(1_000_000_000, 'AMOUNT_INVALID'),
  })
  .nullable();
export type RegistrationDepositLimit = z.infer<typeof registrationDepositLimitSchema>;

/** POST /api/responsible/limits: the limits to set (null removes one); the rest are left as they are. */
export const limitsRequestSchema = z.object({
  limits: z
    .array(z.object({ kind: limitKindSchema, period: limitPeriodSchema, value: limitValueSchema }))
    .min(1)
    .max(LIMIT_KINDS.length * LIMIT_PERIODS.length)
    .refine(
      (limits) => new Set(limits.map((limit) => `${limit.kind}:${limit.period}`)).size === limits.length,
      'LIMIT_REPEATED',
    )
    .refine(
      (limits) =>
        limits.every(
          (limit) =>
            limit.kind !== 'session' ||
            limit.value === null ||
            (Number.isInteger(limit.value) &&
              limit.value >= 1 &&
              limit.value <= SESSION_LIMIT_MAX_MINUTES[limit.period]),
        ),
      'SESSION_LIMIT_RULE',
    ),
});
export type LimitsRequest = z.infer<typeof limitsRequestSchema>;

/** POST /api/responsible/reality_check: the player's interval (null: the profile's). */
export const realityCheckRequestSchema = z.object({
  intervalMinutes: z
    .number()
    .int()
    .refine((value) => (REALITY_CHECK_MINUTES as readonly number[]).includes(value), 'REALITY_CHECK_RULE')
    .nullable(),
});
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/**
 * POST /api/responsible/exclusion: a time-out of `days` or a self-exclusion of `months` (null: for ever).
 * The password proves it is the player; every session ends, and it cannot be lifted early.
 */
export const exclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    days: z.number().int().min(TIMEOUT_DAYS.min).max(TIMEOUT_DAYS.max),
    password: safeStringSchema.min(1, 'PASSWORD_RULE').max(128, 'PASSWORD_RULE'),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    months: z
      .number()
      .int()
      .refine((value) => (SELF_EXCLUSION_MONTHS as readonly number[]).includes(value), 'EXCLUSION_RULE')
      .nullable(),
    password: safeStringSchema.min(1, 'PASSWORD_RULE').max(128, 'PASSWORD_RULE'),
  }),
]);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

/** Extra of LIMIT_REACHED: which limit, and what is left of it this period (major units or minutes). */
export const limitReachedExtraSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  remaining: z.number(),
  resetsAt: z.number().int(),
});
export type LimitReachedExtra = z.infer<typeof limitReachedExtraSchema>;
