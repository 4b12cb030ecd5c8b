import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, minor } from '../../db/columns.ts';
import { games } from '../games/index.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

/**
 * A crash game's hash chain (DESIGN §4; issue 34): generated from a secret seed, played backwards. It is
 * announced with its terminating hash and the number of a future round of the public beacon (drand), due
 * at least CRASH_SALT_DELAY_MS later; its salt is that round's randomness (hex), verified and stored with
 * the round's signature, and nothing else is ever a salt. No round is dealt while the salt is missing.
 * Chains salted before the beacon (`pre_beacon`) keep their operator-set salt. Rounds take the chain's
 * hashes from the end.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seed: text('seed').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    /** How hash and salt make a crash point (`CRASH_SCHEMES` in game-math); 1 for chains before scheme 2. */
    scheme: integer('scheme').notNull(),
    /** Where the salt will come from, published before that value exists (e.g. a future block's hash). */
    saltAnnouncement: text('salt_announcement'),
    saltAnnouncedAt: timestamp('salt_announced_at', { withTimezone: true }),
    salt: text('salt'),
    saltSetAt: timestamp('salt_set_at', { withTimezone: true }),
    /** The beacon round whose randomness is the salt, fixed when the chain is announced (null: pre-beacon). */
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    /** That round's BLS signature (hex), checked when the salt was taken from it. */
    beaconSignature: text('beacon_signature'),
    /** Salted before the beacon (migration 0042): an operator's free-text salt, kept as it was. */
    preBeacon: boolean('pre_beacon').notNull().default(false),
    /** A demo chain: announced by the demo seed with a short delay, or (pre-beacon) salted by the server. */
    demo: boolean('demo').notNull().default(false),
    length: integer('length').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'crash_chains_salt_check',
      sql`(${table.salt} IS NULL) = (${table.saltSetAt} IS NULL) AND (${table.saltAnnouncement} IS NULL) = (${table.saltAnnouncedAt} IS NULL)`,
    ),
    // Since the beacon, a salt comes only with the round it is the randomness of, and that round's signature.
    check(
      'crash_chains_beacon_salt_check',
      sql`${table.preBeacon} OR ${table.salt} IS NULL OR (${table.beaconRound} IS NOT NULL AND ${table.beaconSignature} IS NOT NULL)`,
    ),
  ],
);

/** One live round: its committed crash point (hundredths) and where it is in betting → flight → crash. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    /** Rounds played from this chain before this one (0 = the hash just before the terminating one). */
    chainRound: integer('chain_round').notNull(),
    /** The round's number in its game (1, 2, 3…), as players see it: crash and aviator count apart. */
    number: integer('number').notNull(),
    hash: text('hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    status: text('status').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('crash_rounds_chain_round_key').on(table.chainId, table.chainRound),
    uniqueIndex('crash_rounds_game_number_key').on(table.gameId, table.number),
    index('crash_rounds_game_idx').on(table.gameId, table.id),
    check('crash_rounds_status_check', sql`${table.status} IN ('BETTING', 'FLYING', 'CRASHED')`),
  ],
);

/**
 * A bet on a crash round: QUEUED (placed during a flight, for the next round) → OPEN → WON or LOST, once.
 * Aviator has two independent slots per player and round; crash one.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => crashRounds.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    slot: integer('slot').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    stakeMinor: minor('stake_minor').notNull(),
    /** Auto cash-out target in hundredths, already capped by the game's max win. */
    autoCashOut: integer('auto_cash_out'),
    cashedOutAt: integer('cashed_out_at'),
    payoutMinor: minor('payout_minor'),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crash_bets_round_slot_key')
      .on(table.roundId, table.userId, table.slot)
      .where(sql`${table.roundId} IS NOT NULL`),
    uniqueIndex('crash_bets_queued_key')
      .on(table.gameId, table.userId, table.slot)
      .where(sql`${table.status} = 'QUEUED'`),
    index('crash_bets_round_idx').on(table.roundId, table.status),
    index('crash_bets_user_idx').on(table.userId, table.id),
    // The lobby's activity ticker reads the latest settled bets (issue 13).
    index('crash_bets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.settledAt} IS NOT NULL`),
    check('crash_bets_status_check', sql`${table.status} IN ('QUEUED', 'OPEN', 'WON', 'LOST')`),
    check('crash_bets_stake_check', sql`${table.stakeMinor} > 0`),
  ],
);
