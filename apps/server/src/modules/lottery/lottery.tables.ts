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
import { games } from '../games/index.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

/**
 * Lottery rooms (issue 16): a game and a period length players meet in, with its chat. Each enabled room's
 * (game, period) loop is run by the lottery leader.
 */
export const lotteryRooms = pgTable(
  'lottery_rooms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    periodSeconds: integer('period_seconds').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('lottery_rooms_period_check', sql`${table.periodSeconds} IN (60, 180, 300, 600)`),
    index('lottery_rooms_game_idx').on(table.gameId, table.sortOrder),
  ],
);

/**
 * A lottery draw (spec §3 "Game term"): one per game, period length and period number. The seed's hash is
 * published when the row is written, before the period opens; the seed stays secret until the draw. NEW
 * takes bets until `closes_at`; CLOSED holds the digest of the bets accepted and waits for its beacon round;
 * FINISHED holds the outcome; VOID: the beacon round never came within the maximum wait, every stake refunded.
 */
export const lotteryTerms = pgTable(
  'lottery_terms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    periodSeconds: integer('period_seconds').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').notNull().default('NEW'),
    betsDigest: text('bets_digest'),
    /**
     * The drand round the draw waits for: the first published after `closes_at`, fixed when the row is
     * written (issue 34). Null for terms drawn before the beacon.
     */
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    /** That round's randomness (SHA-256 of its signature, hex), kept at the draw. */
    beaconRandomness: text('beacon_randomness'),
    outcome: jsonb('outcome').$type<number[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lottery_terms_period_key').on(table.gameId, table.periodSeconds, table.number),
    index('lottery_terms_due_idx')
      .on(table.drawsAt)
      .where(sql`${table.status} IN ('NEW', 'CLOSED')`),
    check('lottery_terms_status_check', sql`${table.status} IN ('NEW', 'CLOSED', 'FINISHED', 'VOID')`),
  ],
);

/** A player's bet on a lottery term, staked through the cashier and settled once at the draw. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    termId: bigint('term_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTerms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    roomId: bigint('room_id', { mode: 'number' }).references(() => lotteryRooms.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').notNull(),
    pick: jsonb('pick').$type<number[]>().notNull(),
    stakeMinor: minor('stake_minor').notNull(),
    /** The selection's exact RTP (enumerated), so rakeback and salary count the edge actually played. */
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    /** The shared bet this one followed (the follower's own bet; nothing is paid to the leader). */
    followedBetId: bigint('followed_bet_id', { mode: 'number' }),
    multiplier: integer('multiplier'),
    payoutMinor: minor('payout_minor'),
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('lottery_bets_term_idx').on(table.termId, table.id),
    index('lottery_bets_user_idx').on(table.userId, table.id),
    index('lottery_bets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.settledAt} IS NOT NULL`),
    check('lottery_bets_status_check', sql`${table.status} IN ('OPEN', 'WON', 'LOST', 'VOID')`),
    check('lottery_bets_stake_check', sql`${table.stakeMinor} > 0`),
  ],
);

/**
 * A term's liability per currency (issue 34): the sum of the best payouts of its accepted bets (each stake
 * times its selection's best multiplier, floored to minor units), an upper bound on what the house can pay
 * on that term in that currency. Hedged bets (big and small on one term) count fully, which is conservative.
 * Raised by each bet inside its transaction with one conditional upsert that refuses to pass the cap
 * (lottery-bets.ts, TERM_LIABILITY_CAP_FACTOR); never lowered: a void or drawn term keeps its row.
 */
export const lotteryTermLiability = pgTable(
  'lottery_term_liability',
  {
    termId: bigint('term_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTerms.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    potentialPayoutMinor: minor('potential_payout_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.termId, table.currencyId] }),
    check('lottery_term_liability_payout_check', sql`${table.potentialPayoutMinor} >= 0`),
  ],
);

/** A room's chat line: a player's text, or a bet the server posted from the real bet row. */
export const lotteryMessages = pgTable(
  'lottery_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryRooms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    body: text('body'),
    betId: bigint('bet_id', { mode: 'number' }).references(() => lotteryBets.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('lottery_messages_room_idx').on(table.roomId, table.id),
    uniqueIndex('lottery_messages_bet_key').on(table.roomId, table.betId),
    check('lottery_messages_kind_check', sql`${table.kind} IN ('text', 'bet')`),
  ],
);
