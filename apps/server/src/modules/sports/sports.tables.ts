import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { createdAt, minor } from '../../db/columns.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

/**
 * The sportsbook (issue 17). A sports event as the feed describes it (`fixture_change`), with the score of
 * its last `odds_change`; `suspended` is the operator's own stop on the whole event.
 */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    competitionId: text('competition_id').notNull(),
    competition: text('competition').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    score: jsonb('score').$type<{ home: number; away: number; clock: string }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sports_events_list_idx').on(table.sport, table.status, table.startsAt),
    check(
      'sports_events_status_check',
      sql`${table.status} IN ('not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled')`,
    ),
  ],
);

/** One outcome of a market: the book's odds (thousandths), the feed's, its version and its result. */
export interface SportsOutcomeState {
  id: string;
  odds: number;
  feedOdds: number;
  version: number;
  active: boolean;
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | null;
  deadHeat: [number, number] | null;
}

/**
 * A cancel of a market (UOF `bet_cancel`) for the bets placed in [from, to) — every bet when both are null —
 * with the feed's reason. A market keeps every window it was given, and a window voids the bets placed in it
 * whatever the market's settlement says (the cancel takes precedence, in whichever order the two arrive).
 */
export interface SportsVoidWindow {
  from: number | null;
  to: number | null;
  reason: string;
}

/**
 * A market of an event, as UOF has it: `id` is its key (`18|total=2.5`: UOF market id and specifiers, sorted),
 * `market_id` and `specifiers` the same apart (names come from the market descriptions); outcomes are UOF's
 * outcome ids. The feed's status (active, suspended, deactivated), the operator's stop, its
 * grading (`open` until settled, `settled` with results on its outcomes; an outcome without a result is
 * undecided and its bets wait) and its cancel windows. A rollback of a settlement takes it back to `open`;
 * a rollback of a cancel removes that window only.
 */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    id: text('id').notNull(),
    /** UOF's market id (markets.xml). */
    marketId: integer('market_id').notNull(),
    specifiers: jsonb('specifiers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    /** The UOF producer of its latest prices (null: a feed without producers); suspended while it is down. */
    producer: integer('producer'),
    grading: text('grading').notNull().default('open'),
    outcomes: jsonb('outcomes').$type<SportsOutcomeState[]>().notNull(),
    voids: jsonb('voids').$type<SportsVoidWindow[]>().notNull().default([]),
    /** When the market was last settled (null while open). */
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.id] }),
    check('sports_markets_status_check', sql`${table.status} IN ('active', 'suspended', 'deactivated')`),
    check('sports_markets_grading_check', sql`${table.grading} IN ('open', 'settled')`),
    // A producer going down suspends its open markets in one statement.
    index('sports_markets_producer_active_idx')
      .on(table.producer)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * A bet: single, multiple or system (`sizes`), on real money or demo (`owner` keys the demo wallet).
 * `stake_left_minor` is the stake per line still riding after partial cash-outs; `paid_minor` is what its
 * settlements paid net of rollbacks (cash-outs apart, in `cashed_out_minor`); `revision` numbers its
 * resettlements, each a posting of its own.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    demo: boolean('demo').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').notNull(),
    sizes: jsonb('sizes').$type<number[]>(),
    lineCount: integer('line_count').notNull(),
    stakePerLineMinor: minor('stake_per_line_minor').notNull(),
    totalStakeMinor: minor('total_stake_minor').notNull(),
    stakeLeftMinor: minor('stake_left_minor').notNull(),
    potentialPayoutMinor: minor('potential_payout_minor').notNull(),
    paidMinor: minor('paid_minor')
      .notNull()
      .default(sql`0`),
    cashedOutMinor: minor('cashed_out_minor')
      .notNull()
      .default(sql`0`),
    /** What a rollback could not take back (the player had spent it): owed, shown to the operator. */
    shortfallMinor: minor('shortfall_minor')
      .notNull()
      .default(sql`0`),
    wagered: boolean('wagered').notNull().default(false),
    oddsChange: text('odds_change').notNull(),
    status: text('status').notNull().default('OPEN'),
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('sports_bets_owner_idx').on(table.owner, table.id),
    index('sports_bets_open_idx')
      .on(table.status)
      .where(sql`${table.status} = 'OPEN'`),
    check('sports_bets_status_check', sql`${table.status} IN ('OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT')`),
    check('sports_bets_kind_check', sql`${table.kind} IN ('single', 'multiple', 'system')`),
    check('sports_bets_stake_check', sql`${table.stakePerLineMinor} > 0 AND ${table.stakeLeftMinor} >= 0`),
    check('sports_bets_money_check', sql`${table.userId} IS NOT NULL OR ${table.demo}`),
  ],
);

/**
 * What the book stands to lose on an event in a currency: the net potential win of every open real-money
 * bet with a leg on it (a multiple counts in full against each of its events). Kept as a running total,
 * changed in the transaction that opens, settles, reopens or cashes out a bet, so a bet checks the cap by
 * one conditional update of one row instead of summing the event's bets.
 */
export const sportsEventExposure = pgTable(
  'sports_event_exposure',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    liabilityMinor: minor('liability_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.currencyId] })],
);

/** A selection of a bet, at the odds accepted (never changed afterwards). */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    legNo: integer('leg_no').notNull(),
    eventId: text('event_id').notNull(),
    marketId: text('market_id').notNull(),
    outcomeId: text('outcome_id').notNull(),
    /**
     * The market's and outcome's names as the slip showed them (in the player's language) when the bet was
     * placed: what the player bet on, whatever the descriptions say later. Null on bets placed before names
     * were kept (they are named from the descriptions).
     */
    marketName: text('market_name'),
    outcomeName: text('outcome_name'),
    odds: integer('odds').notNull(),
    result: text('result'),
    deadHeat: jsonb('dead_heat').$type<[number, number]>(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legNo] }),
    index('sports_bet_legs_market_idx').on(table.eventId, table.marketId),
    foreignKey({
      columns: [table.eventId, table.marketId],
      foreignColumns: [sportsMarkets.eventId, sportsMarkets.id],
    }),
  ],
);

/** A cash-out offer: valid until `expires_at`, used once. */
export const sportsCashOutQuotes = pgTable('sports_cashout_quotes', {
  id: text('id').primaryKey(),
  betId: bigint('bet_id', { mode: 'number' })
    .notNull()
    .references(() => sportsBets.id),
  amountMinor: minor('amount_minor').notNull(),
  stakeLeftMinor: minor('stake_left_minor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The book's settings (one row) and the operator's actions on events and markets, with reasons. */
export const sportsSettings = pgTable('sports_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
