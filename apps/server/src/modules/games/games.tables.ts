import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

/** Lobby categories of the game catalogue (spec §3 "Game category"). */
export const gameCategories = pgTable('game_categories', {
  id: text('id').primaryKey(),
  /** Language-pack key. */
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  type: text('type').notNull(),
  directlyPlay: boolean('directly_play').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The game catalogue: every game the lobby lists. */
export const games = pgTable('games', {
  id: text('id').primaryKey(),
  /** Language-pack key. */
  name: text('name').notNull(),
  categoryId: text('category_id')
    .notNull()
    .references(() => gameCategories.id),
  type: text('type').notNull(),
  directlyPlay: boolean('directly_play').notNull().default(false),
  hot: boolean('hot').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Declared return to player in basis points (9 700 = 97 %), proven by the RTP benchmark. */
  rtpBasisPoints: integer('rtp_basis_points').notNull().default(9700),
  /** Operator switch: the game answers -119 (spec §8) while set. */
  maintenance: boolean('maintenance').notNull().default(false),
});

/** A game's stake limits in one currency, in minor units. `maxWin` caps a bet's profit. */
export const gameLimits = pgTable(
  'game_limits',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    minBetMinor: minor('min_bet_minor').notNull(),
    maxBetMinor: minor('max_bet_minor').notNull(),
    maxWinMinor: minor('max_win_minor').notNull(),
    defaultBetMinor: minor('default_bet_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.currencyId] })],
);

/**
 * Provably fair seed pairs (DESIGN §4). `owner` is `u:<userId>` for a player and `v:<hash>` for a demo
 * visitor. One active pair per owner; rotation reveals the server seed and starts a new pair whose
 * server seed is the active pair's `nextServerSeed`: generated and shown by its hash before the player
 * chooses the new client seed (Stake's flow), so neither side picks its seed knowing the other's.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet takes. */
    nextNonce: integer('next_nonce').notNull().default(0),
    /**
     * The server seed the next pair will use, committed while this one is active (null only for a pair
     * opened before next seeds were kept, until its first read). Cleared when this pair is revealed: it is
     * then the next pair's secret, and `nextServerSeedHash` stays as the record of the commitment.
     */
    nextServerSeed: text('next_server_seed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fairness_seeds_active_owner_key')
      .on(table.owner)
      .where(sql`${table.revealedAt} IS NULL`),
    index('fairness_seeds_owner_idx').on(table.owner, table.id),
  ],
);

/**
 * A single-player round: stake, the engine's state (with the hidden outcome), and its settlement.
 * `status` OPEN → WIN or LOSE exactly once; `version` guards each move against a concurrent one.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    demo: boolean('demo').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    stakeMinor: minor('stake_minor').notNull(),
    payoutMinor: minor('payout_minor'),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    maxWinMinor: minor('max_win_minor').notNull(),
    params: jsonb('params').notNull(),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairnessSeeds.id),
    nonce: integer('nonce').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_open_key')
      .on(table.owner, table.gameId, table.demo)
      .where(sql`${table.status} = 'OPEN'`),
    uniqueIndex('game_rounds_seed_nonce_key').on(table.seedId, table.nonce),
    index('game_rounds_owner_idx').on(table.owner, table.demo, table.id),
    index('game_rounds_user_settled_idx')
      .on(table.userId, table.settledAt)
      .where(sql`NOT ${table.demo} AND ${table.userId} IS NOT NULL`),
    // The lobby's activity ticker reads the latest settled real-money rounds (issue 13).
    index('game_rounds_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.settledAt} IS NOT NULL AND NOT ${table.demo}`),
    check('game_rounds_status_check', sql`${table.status} IN ('OPEN', 'WIN', 'LOSE')`),
    check('game_rounds_stake_check', sql`${table.stakeMinor} > 0`),
  ],
);

/** Demo balances (spec §1 demo mode): play money per owner, never in the ledger. */
export const demoWallets = pgTable(
  'demo_wallets',
  {
    owner: text('owner').primaryKey(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    balanceMinor: minor('balance_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('demo_wallets_balance_check', sql`${table.balanceMinor} >= 0`)],
);
