import { z } from 'zod';

import { countryIdSchema, currencyIdSchema, requestIdSchema, safeStringSchema } from './fields.ts';
import { complianceRulesSchema } from './responsible.ts';
import { amountInputSchema } from './wallet.ts';

/**
 * What the rewards engine can give. Brazil (Lei 14.790/2023 art. 29) forbids an advance, bonus or prior
 * advantage given to make a bet: the `PRE_BET` kinds. Loyalty, earned by what was already played, stays.
 */
export const REWARD_KINDS = [
  'checkin',
  'invite_wheel',
  'money_rain',
  'register_promo',
  'vip_level_up',
  'rakeback',
  'salary',
] as const;
export const rewardKindSchema = z.enum(REWARD_KINDS);
export type RewardKind = z.infer<typeof rewardKindSchema>;

/** Rewards handed out before (and to induce) play; the loyalty kinds are earned by play already made. */
export const PRE_BET_REWARD_KINDS: ReadonlySet<RewardKind> = new Set([
  'checkin',
  'invite_wheel',
  'money_rain',
  'register_promo',
]);

/** Where a reward lands: a bonus balance to be wagered first, or cash (loyalty, no strings). */
export const REWARD_DESTINATIONS = ['task_bonus', 'register_bonus', 'cash'] as const;
export const rewardDestinationSchema = z.enum(REWARD_DESTINATIONS);
export type RewardDestination = z.infer<typeof rewardDestinationSchema>;

/** A market profile: per country, whether money is real and which reward kinds exist there. */
export const marketProfileSchema = z.object({
  id: safeStringSchema.regex(/^[a-z0-9_-]{2,32}$/, 'PROFILE_ID_INVALID'),
  name: safeStringSchema.min(1).max(64),
  realMoney: z.boolean(),
  rewardKinds: z.array(rewardKindSchema).max(REWARD_KINDS.length),
  countries: z.array(countryIdSchema).max(300),
  /** What the market demands (identity, age, limits, checks); absent fields take their defaults. */
  compliance: complianceRulesSchema.prefault({}),
});
export type MarketProfile = z.infer<typeof marketProfileSchema>;
export type MarketProfileInput = z.input<typeof marketProfileSchema>;

/** PUT /api/operator/market_profiles: creates or replaces one profile and moves its countries to it. */
export const marketProfileRequestSchema = marketProfileSchema;

/** Game id → the share of a stake that counts toward wagering, in percent (a game not listed counts 100 %). */
export const gameWeightsSchema = z.record(safeStringSchema.max(64), z.number().int().min(0).max(100));

/** POST /api/operator/reward_campaigns: a campaign and the rules its rewards carry. */
export const createCampaignRequestSchema = z.object({
  kind: rewardKindSchema,
  name: safeStringSchema.min(1).max(64),
  currencyId: currencyIdSchema,
  paysTo: rewardDestinationSchema,
  /** The reward times this must be wagered before a bonus turns into cash (0 with `paysTo: cash`). */
  wageringMultiplier: z.number().int().min(0).max(100),
  /** Bets above this stake do not count toward wagering (major units); none when absent. */
  maxBet: amountInputSchema.optional(),
  expiryHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
  gameWeights: gameWeightsSchema.default({}),
  /** Rewards per player per hour from this campaign, over which a claim is refused. */
  velocityPerHour: z.number().int().min(1).max(1000).default(10),
  /** What each claim pays, for kinds whose campaign sets it (register promo); major units. */
  amount: amountInputSchema.optional(),
});
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

export const campaignIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/operator/reward_campaigns/:id/fund: moves money from the house's bonus expense to the budget. */
export const fundCampaignRequestSchema = z.object({
  amount: amountInputSchema,
  reason: safeStringSchema.min(3).max(200),
  /** Makes a retry safe: the same id funds once. */
  requestId: requestIdSchema.optional(),
});

/** POST /api/operator/reward_campaigns/:id/status */
export const campaignStatusRequestSchema = z.object({ status: z.enum(['ACTIVE', 'PAUSED', 'ENDED']) });

export const campaignSchema = z.object({
  id: z.number().int(),
  kind: rewardKindSchema,
  name: safeStringSchema,
  currencyId: safeStringSchema,
  paysTo: rewardDestinationSchema,
  wageringMultiplier: z.number().int(),
  maxBet: z.number().nullable(),
  expiryHours: z.number().int(),
  gameWeights: gameWeightsSchema,
  velocityPerHour: z.number().int(),
  amount: z.number().nullable(),
  status: z.enum(['ACTIVE', 'PAUSED', 'ENDED']),
  /** What is left to give, major units. */
  budget: z.number(),
  granted: z.number(),
  grants: z.number().int(),
  createdAt: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The days of a check-in streak. */
export const CHECKIN_DAYS = 7;

/** PUT /api/operator/checkin_table: the reward of each streak day for each VIP level, in one currency. */
export const checkinTableRequestSchema = z.object({
  currencyId: currencyIdSchema,
  rows: z
    .array(
      z.object({
        vipLevel: z.number().int().min(0).max(100),
        rewards: z.array(amountInputSchema).length(CHECKIN_DAYS),
      }),
    )
    .min(1)
    .max(101),
});

/** One row of the check-in table (spec §3 "Check-in data: model.items, each with vipLevel"). */
export const checkinItemSchema = z.object({
  vipLevel: z.number().int(),
  /** The reward of streak day 1…7, major units. */
  rewards: z.array(z.number()).length(CHECKIN_DAYS),
});

/** The query of the operator's per-currency reads (`GET /api/operator/checkin_table?currencyId=BRL`). */
export const rewardCurrencyQuerySchema = z.object({ currencyId: currencyIdSchema });

/**
 * GET /api/operator/checkin_table → model: a currency's table in the shape PUT takes (amounts in major
 * units), so the editor can change one cell and save the rest as it was; `rows` is empty when none is set.
 */
export const checkinTableSchema = z.object({
  currencyId: safeStringSchema,
  rows: z.array(checkinItemSchema),
});
export type CheckinTable = z.infer<typeof checkinTableSchema>;

/** /api/bonus_task/checkin_data → model. */
export const checkinDataSchema = z.object({
  /** False where the market profile or the operator has no check-in. */
  available: z.boolean(),
  items: z.array(checkinItemSchema),
  /** The player's row of the table. */
  vipLevel: z.number().int(),
  /** Days of the current streak already claimed (0 to 7). */
  streak: z.number().int(),
  claimedToday: z.boolean(),
  /** The streak day a claim now would pay (1 to 7). */
  nextDay: z.number().int(),
  /** The site's day, in its time zone, and when the next one starts (epoch ms). */
  today: safeStringSchema,
  nextDayAt: z.number().int(),
  timeZone: safeStringSchema,
  /** How a claim is paid: the balance and its wagering rules. */
  paysTo: rewardDestinationSchema,
  wageringMultiplier: z.number().int(),
});
export type CheckinData = z.infer<typeof checkinDataSchema>;

/** POST /api/bonus_task/checkin: claims today's reward (a retry with the same requestId answers the same). */
export const checkinClaimRequestSchema = z.object({ requestId: requestIdSchema.optional() });

export const checkinClaimSchema = z.object({
  day: z.number().int(),
  amount: z.number(),
  paysTo: rewardDestinationSchema,
  grantId: z.number().int(),
});
export type CheckinClaim = z.infer<typeof checkinClaimSchema>;

export const GRANT_STATUSES = ['WAGERING', 'CONVERTED', 'FORFEITED', 'PAID'] as const;

/** One reward a player received, with its wagering progress computed from their settled bets. */
export const rewardGrantSchema = z.object({
  id: z.number().int(),
  kind: rewardKindSchema,
  campaign: safeStringSchema,
  amount: z.number(),
  paysTo: rewardDestinationSchema,
  status: z.enum(GRANT_STATUSES),
  wageringRequired: z.number(),
  wagered: z.number(),
  maxBet: z.number().nullable(),
  gameWeights: gameWeightsSchema,
  expiresAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type RewardGrant = z.infer<typeof rewardGrantSchema>;

/** /api/bonus_task/my_bonuses → model: the player's rewards and the rules that apply to them. */
export const myBonusesSchema = z.object({
  grants: z.array(rewardGrantSchema),
  /** Bets are paid from this balance; bonus money waits until its wagering is met. */
  betsDrawFrom: z.literal('cash'),
  /** What this market offers (from its profile). */
  realMoney: z.boolean(),
  rewardKinds: z.array(rewardKindSchema),
});
export type MyBonuses = z.infer<typeof myBonusesSchema>;

/** One level of the ladder as a player sees it, in their currency. */
export const vipLadderLevelSchema = z.object({
  level: z.number().int(),
  name: safeStringSchema,
  depositRequired: z.number(),
  betRequired: z.number(),
  /** Paid on reaching the level, where the market allows loyalty rewards (0: none). */
  levelUpReward: z.number(),
  rakebackPercent: z.number(),
});

/** /api/user/vip_info → model: the player's level, what they played, and the way to the next level. */
export const vipInfoSchema = z.object({
  /** The server's level (the client shows it plus one unless disableVipPlus, spec §6). */
  level: z.number().int(),
  wagered: z.number(),
  deposited: z.number(),
  ladder: z.array(vipLadderLevelSchema),
  /** The next level, or null at the top. */
  next: vipLadderLevelSchema.nullable(),
  /** Whether level-up rewards exist in the player's market. */
  rewardsOffered: z.boolean(),
  /** Rakeback: the level's share of the house edge played (percent), and what is claimable now. */
  rakeback: z.object({ offered: z.boolean(), percent: z.number(), accrued: z.number() }),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;

/** PUT /api/operator/vip_ladder: the thresholds (in the ladder's currency) and level-up rewards. */
export const vipLadderRequestSchema = z.object({
  levels: z
    .array(
      z.object({
        level: z.number().int().min(0).max(100),
        name: safeStringSchema.min(1).max(32),
        depositRequired: amountInputSchema,
        betRequired: amountInputSchema,
        /** The share of the house edge played paid back at this level, percent. */
        rakebackPercent: z.number().min(0).max(100).default(0),
      }),
    )
    .min(1)
    .max(101),
  /** Level-up rewards per currency: currency id → level → amount (major units). */
  rewards: z
    .record(currencyIdSchema, z.record(safeStringSchema.regex(/^\d{1,3}$/), amountInputSchema))
    .default({}),
});

/**
 * GET /api/operator/vip_ladder → model: the ladder in the shape PUT takes. The thresholds are kept in one
 * currency for every player (`currencyId`, BRL where enabled; a player's own currency converts them by the
 * USD rates), while level-up rewards are set per currency: currency id → level → amount (major units).
 */
export const vipLadderSettingsSchema = z.object({
  /** The currency of every level's `depositRequired` and `betRequired`. */
  currencyId: safeStringSchema,
  levels: z.array(
    z.object({
      level: z.number().int(),
      name: safeStringSchema,
      depositRequired: z.number(),
      betRequired: z.number(),
      rakebackPercent: z.number(),
    }),
  ),
  rewards: z.record(safeStringSchema, z.record(safeStringSchema, z.number())),
});
export type VipLadderSettings = z.infer<typeof vipLadderSettingsSchema>;

/** POST /api/user/vip_rakeback: pays the rakeback accrued so far (once: a retry finds nothing new). */
export const rakebackClaimSchema = z.object({ amount: z.number(), grantId: z.number().int() });

/** A money rain's life: scheduled, live (packets can be caught), ended (what was left went back). */
export const rainStatusSchema = z.enum(['SCHEDULED', 'LIVE', 'ENDED']);

/** /api/redpacket/site_redpack → model (spec §3 "Red packet: model.id, model.siteConf.endTime"), or none. */
export const redPacketSchema = z.object({
  id: z.number().int(),
  siteConf: z.object({
    startTime: z.number().int(),
    /** The popup opens only while this is in the future (spec §4 "Money rain"). */
    endTime: z.number().int(),
    minVipLevel: z.number().int(),
  }),
  status: rainStatusSchema,
  packets: z.number().int(),
  remaining: z.number().int(),
  /** Whether the player's market and VIP level let them catch a packet. */
  eligible: z.boolean(),
  /** What the player caught in this rain, if they did. */
  caught: z.number().nullable(),
  paysTo: rewardDestinationSchema,
});
export type RedPacket = z.infer<typeof redPacketSchema>;

/** POST /api/redpacket/grab: catches one packet of a live rain. */
export const grabRedPacketRequestSchema = z.object({ id: z.number().int().positive() });
export const grabRedPacketSchema = z.object({ amount: z.number(), paysTo: rewardDestinationSchema });

/** POST /api/operator/money_rain: schedules a rain; its pool is moved from the bonus expense at once. */
export const scheduleRainRequestSchema = z.object({
  currencyId: currencyIdSchema,
  startsAt: z.number().int().positive(),
  durationSeconds: z.number().int().min(10).max(3_600),
  pool: amountInputSchema,
  packets: z.number().int().min(1).max(100_000),
  minVipLevel: z.number().int().min(0).max(100).default(0),
  paysTo: rewardDestinationSchema.default('task_bonus'),
  wageringMultiplier: z.number().int().min(0).max(100).default(1),
});

/** How many rains GET /api/operator/money_rain lists at most. */
export const MONEY_RAIN_LIST_LIMIT = 50;

/**
 * GET /api/operator/money_rain → list: the scheduled, live and past rains, latest start first (at most
 * MONEY_RAIN_LIST_LIMIT), with the fields POST took and how much of each was caught; amounts in major units.
 */
export const moneyRainEventSchema = z.object({
  id: z.number().int(),
  currencyId: safeStringSchema,
  /** Epoch ms. */
  startsAt: z.number().int(),
  durationSeconds: z.number().int(),
  pool: z.number(),
  packets: z.number().int(),
  minVipLevel: z.number().int(),
  paysTo: rewardDestinationSchema,
  wageringMultiplier: z.number().int(),
  status: rainStatusSchema,
  /** Packets caught so far, and what they paid. */
  grabbed: z.number().int(),
  grabbedAmount: z.number(),
});
export type MoneyRainEvent = z.infer<typeof moneyRainEventSchema>;

/** One segment of the invite wheel as published: its weight and what it pays (0: no prize). */
export const wheelSegmentSchema = z.object({
  weight: z.number().int().min(0).max(1_000_000),
  amount: z.number(),
});

/** An invitee as their inviter sees them: real progress toward qualifying, never a made-up one. */
export const wheelInviteSchema = z.object({
  name: safeStringSchema,
  phoneVerified: z.boolean(),
  deposited: z.number(),
  wagered: z.number(),
  qualified: z.boolean(),
  spun: z.boolean(),
});

/** /api/wheel/info → model: the wheel, its rules and the player's spins (the `/freeSpin` page). */
export const wheelInfoSchema = z.object({
  available: z.boolean(),
  segments: z.array(wheelSegmentSchema),
  /** What an invitee must do for their inviter to earn a spin: verify a phone, deposit and wager these. */
  requirement: z.object({ deposit: z.number(), wager: z.number() }),
  invites: z.array(wheelInviteSchema),
  spinsAvailable: z.number().int(),
  inviteCode: safeStringSchema,
  /** The committed seed of the next spin (its SHA-256), and the client seed it will be combined with. */
  nextServerSeedHash: safeStringSchema,
  clientSeed: safeStringSchema,
  nonce: z.number().int(),
  /** What a spin pays on average (Σ weight·amount / Σ weight). */
  expectedValue: z.number(),
  paysTo: rewardDestinationSchema,
});
export type WheelInfo = z.infer<typeof wheelInfoSchema>;

/** POST /api/wheel/spin: spends one earned spin; the client seed may be changed for it. */
export const wheelSpinRequestSchema = z.object({
  clientSeed: safeStringSchema.regex(/^[A-Za-z0-9_-]{1,64}$/, 'CLIENT_SEED_INVALID').optional(),
});

/** The spin's result with everything needed to verify it (the server seed is revealed at once). */
export const wheelSpinSchema = z.object({
  segment: z.number().int(),
  amount: z.number(),
  serverSeed: safeStringSchema,
  serverSeedHash: safeStringSchema,
  clientSeed: safeStringSchema,
  nonce: z.number().int(),
  weights: z.array(z.number().int()),
  nextServerSeedHash: safeStringSchema,
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

/** PUT /api/operator/wheel: a currency's wheel (segments, amounts in major units) and what qualifies. */
export const wheelConfigRequestSchema = z.object({
  currencyId: currencyIdSchema,
  segments: z
    .array(z.object({ weight: z.number().int().min(0).max(1_000_000), amount: amountInputSchema }))
    .min(2)
    .max(24),
  qualifyDeposit: amountInputSchema,
  qualifyWager: amountInputSchema,
});

/**
 * GET /api/operator/wheel → model: a currency's wheel in the shape PUT takes (amounts in major units). A
 * currency without a wheel answers the same model with `segments` empty and both requirements null (its
 * players see no wheel until one is saved); 0 is a real requirement, never "not set".
 */
export const wheelConfigSchema = z.object({
  currencyId: safeStringSchema,
  segments: z.array(wheelSegmentSchema),
  qualifyDeposit: z.number().nullable(),
  qualifyWager: z.number().nullable(),
});
export type WheelConfig = z.infer<typeof wheelConfigSchema>;

/** One week's salary as the player reads it. */
export const salaryWeekSchema = z.object({
  weekStart: safeStringSchema,
  /** Invitees who played that week, and the house edge they played. */
  invitees: z.number().int(),
  referralEdge: z.number(),
  referral: z.number(),
  vipLevel: z.number().int(),
  vip: z.number(),
  total: z.number(),
  paid: z.boolean(),
});

/** /api/salary/statement → model: the salary's rules, this week so far, and the weeks paid. */
export const salaryStatementSchema = z.object({
  enabled: z.boolean(),
  referralPercent: z.number(),
  /** The week in progress (what it would pay if it ended now), paid after it ends. */
  current: salaryWeekSchema,
  currentEndsAt: z.number().int(),
  weeks: z.array(salaryWeekSchema),
});
export type SalaryStatement = z.infer<typeof salaryStatementSchema>;
