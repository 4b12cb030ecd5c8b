import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, minor } from '../../db/columns.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

/**
 * A rewards campaign (issue 15): every reward of a kind is paid from its budget account, funded from the
 * house's bonus expense; when the budget is spent, the campaign pays nothing more. One campaign per kind
 * and currency is active at a time.
 */
export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    budgetAccountId: bigint('budget_account_id', { mode: 'number' }).notNull(),
    /** task_bonus, register_bonus or cash. */
    paysTo: text('pays_to').notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    maxBetMinor: minor('max_bet_minor'),
    expiryHours: integer('expiry_hours').notNull(),
    gameWeights: jsonb('game_weights').notNull().default({}),
    velocityPerHour: integer('velocity_per_hour').notNull().default(10),
    /** What each claim pays, for kinds whose campaign sets the amount (the register promo's welcome bonus). */
    amountMinor: minor('amount_minor'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reward_campaigns_budget_key').on(table.budgetAccountId),
    // Money-rain campaigns are one per event (each event's pool is its own budget), so several may be active.
    uniqueIndex('reward_campaigns_active_key')
      .on(table.kind, table.currencyId)
      .where(sql`${table.status} = 'ACTIVE' AND ${table.kind} <> 'money_rain'`),
    check('reward_campaigns_status_check', sql`${table.status} IN ('ACTIVE', 'PAUSED', 'ENDED')`),
    check('reward_campaigns_pays_to_check', sql`${table.paysTo} IN ('task_bonus', 'register_bonus', 'cash')`),
  ],
);

/**
 * One reward given to one player for one thing (`reference`, e.g. `checkin:2026-11-25`), paid once from
 * its campaign's budget. A bonus waits in its balance (WAGERING) until its wagering is met (CONVERTED to
 * cash) or it expires (FORFEITED back to the budget); a cash reward is PAID at once.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaigns.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: minor('amount_minor').notNull(),
    paysTo: text('pays_to').notNull(),
    wageringRequiredMinor: minor('wagering_required_minor')
      .notNull()
      .default(sql`0`),
    maxBetMinor: minor('max_bet_minor'),
    gameWeights: jsonb('game_weights').notNull().default({}),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reward_grants_reference_key').on(table.campaignId, table.userId, table.reference),
    index('reward_grants_user_idx').on(table.userId, table.id),
    index('reward_grants_wagering_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'WAGERING'`),
    check('reward_grants_amount_check', sql`${table.amountMinor} > 0`),
    check(
      'reward_grants_status_check',
      sql`${table.status} IN ('WAGERING', 'CONVERTED', 'FORFEITED', 'PAID')`,
    ),
  ],
);

/**
 * One reward per identity: a claim (`checkin:2026-11-25`) is written once per identity of the claimant
 * (`user:…`, `phone:…`, `device:…`, later `cpf:…`), so a second account on the same phone or device is
 * refused by the primary key, even when both claim at the same moment.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    claimKey: text('claim_key').notNull(),
    identity: text('identity').notNull(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => rewardGrants.id),
  },
  (table) => [primaryKey({ columns: [table.claimKey, table.identity] })],
);

/** The check-in reward of each streak day for each VIP level, per currency (operator-set). */
export const checkinRewards = pgTable(
  'checkin_rewards',
  {
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    vipLevel: integer('vip_level').notNull(),
    day: integer('day').notNull(),
    amountMinor: minor('amount_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.currencyId, table.vipLevel, table.day] }),
    check('checkin_rewards_day_check', sql`${table.day} BETWEEN 1 AND 7`),
    check('checkin_rewards_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

/** A player's claimed check-in days, in the site's time zone, with the streak day each one paid. */
export const checkinDays = pgTable(
  'checkin_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * A money-rain event (spec §4 "Money rain", `site_redpack`): a pool split into packets ahead of time, its
 * own campaign's budget, caught one packet per player while it is live; what is left goes back at the end.
 */
export const rainEvents = pgTable(
  'rain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaigns.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    poolMinor: minor('pool_minor').notNull(),
    packets: integer('packets').notNull(),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    /** SCHEDULED → LIVE → ENDED, moved by the worker. */
    status: text('status').notNull().default('SCHEDULED'),
    createdAt: createdAt(),
  },
  (table) => [
    index('rain_events_due_idx').on(table.status, table.startsAt),
    check('rain_events_status_check', sql`${table.status} IN ('SCHEDULED', 'LIVE', 'ENDED')`),
    check('rain_events_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** The packets of a money rain, their amounts fixed at scheduling; each caught once, one per player. */
export const rainPackets = pgTable(
  'rain_packets',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => rainEvents.id),
    index: integer('index').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    caughtAt: timestamp('caught_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.index] }),
    uniqueIndex('rain_packets_player_key').on(table.eventId, table.userId),
    check('rain_packets_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** The invite wheel of a currency (issue 15): published segments, and what an invitee must do to earn a spin. */
export const wheelConfigs = pgTable('wheel_configs', {
  currencyId: text('currency_id')
    .primaryKey()
    .references(() => currencies.id),
  /** [{ weight, amountMinor }] in order round the wheel. */
  segments: jsonb('segments').notNull(),
  qualifyDepositMinor: minor('qualify_deposit_minor').notNull(),
  qualifyWagerMinor: minor('qualify_wager_minor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's committed next wheel seed (its hash is shown before they spin) and their client seed. */
export const wheelSeeds = pgTable('wheel_seeds', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
});

/** One spin, earned by one qualified invitee (so each invitee earns one spin), with its revealed seeds. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    weights: jsonb('weights').notNull(),
    segment: integer('segment').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wheel_spins_invitee_key').on(table.inviteeId),
    index('wheel_spins_user_idx').on(table.userId, table.id),
  ],
);

/**
 * The weekly salary (issue 15, `enableSalary`) paid to a player for one week of the site: a share of the
 * house edge their direct invitees played (one referral level only) and their VIP level's weekly amount.
 * One row per player and week, written with its payment (or with zero, so the week is not counted again).
 */
export const salaryPayments = pgTable(
  'salary_payments',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    invitees: integer('invitees').notNull(),
    referralEdgeMinor: minor('referral_edge_minor').notNull(),
    referralMinor: minor('referral_minor').notNull(),
    vipLevel: integer('vip_level').notNull(),
    vipMinor: minor('vip_minor').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
