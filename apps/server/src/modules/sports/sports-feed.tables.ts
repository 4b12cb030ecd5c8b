import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The sports feed's own records (issue 35): what it sent, its producers' health, what could not be read, and the
 * provider's market descriptions the book names its markets from.
 */
/** Every feed message as received (the regulator's and the operator's record of what priced and graded). */
export const sportsFeedLog = pgTable(
  'sports_feed_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feed: text('feed').notNull(),
    type: text('type').notNull(),
    eventId: text('event_id'),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    message: jsonb('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sports_feed_log_event_idx').on(table.eventId, table.id)],
);

/**
 * Each UOF producer's health per feed (issue 35): its state machine's state (producer-state.ts) as last stored —
 * the recovery cursor (`lastProcessedTs`), the request ids, the rate-limit history — and its status on its own
 * for the back office. Written by the process that leads the feed.
 */
export const sportsProducers = pgTable(
  'sports_producers',
  {
    feed: text('feed').notNull(),
    producerId: integer('producer_id').notNull(),
    status: text('status').notNull(),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.feed, table.producerId] }),
    check('sports_producers_status_check', sql`${table.status} IN ('down', 'recovering', 'up')`),
  ],
);

/**
 * Feed messages the book could not take (unreadable XML, a value its schemas refuse), with the reason: the
 * operator's copy of what the transport dead-lettered (RabbitMQ keeps its own on `unifiedfeed.dead`).
 */
export const sportsFeedDeadLetters = pgTable(
  'sports_feed_dead_letters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feed: text('feed').notNull(),
    routingKey: text('routing_key').notNull(),
    reason: text('reason').notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sports_feed_dead_letters_received_idx').on(table.receivedAt)],
);

/**
 * UOF market descriptions per language (`/descriptions/{lang}/markets.xml`, and single variant markets such as
 * a player's props): the reference data market and outcome names are built from, refreshed from the provider's
 * REST API. `variant` is '' for a market that is not a variant market.
 */
export const sportsMarketDescriptions = pgTable(
  'sports_market_descriptions',
  {
    lang: text('lang').notNull(),
    marketId: integer('market_id').notNull(),
    variant: text('variant').notNull().default(''),
    description: jsonb('description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.marketId, table.variant] })],
);

/** UOF variant descriptions per language (`/descriptions/{lang}/variants.xml`): the outcomes of variant markets. */
export const sportsVariantDescriptions = pgTable(
  'sports_variant_descriptions',
  {
    lang: text('lang').notNull(),
    id: text('id').notNull(),
    description: jsonb('description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.id] })],
);
