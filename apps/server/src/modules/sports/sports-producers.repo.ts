import { and, desc, eq, sql } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import type { ProducerState } from './uof/producer-state.ts';
import { sportsFeedDeadLetters, sportsProducers } from './sports-feed.tables.ts';
import { sportsMarkets } from './sports.tables.ts';
import type { SportsMarketRow } from './sports-events.repo.ts';

/** A producer's stored health, as the back office lists it. */
export interface StoredProducer {
  feed: string;
  producerId: number;
  status: ProducerState['status'];
  state: ProducerState;
  updatedAt: Date;
}

/** Every producer stored for a feed (all feeds when `feed` is undefined). */
export async function storedProducers(queryable: Queryable, feed?: string): Promise<StoredProducer[]> {
  const rows = await queryable
    .select()
    .from(sportsProducers)
    .where(feed === undefined ? undefined : eq(sportsProducers.feed, feed))
    .orderBy(sportsProducers.feed, sportsProducers.producerId);
  return rows.map((row) => ({
    feed: row.feed,
    producerId: row.producerId,
    status: row.status as ProducerState['status'],
    state: row.state as ProducerState,
    updatedAt: row.updatedAt,
  }));
}

/** Stores a producer's state (its status beside it, for the back office). */
export async function saveProducer(tx: Tx, feed: string, state: ProducerState): Promise<void> {
  const values = { feed, producerId: state.producerId, status: state.status, state, updatedAt: new Date() };
  await tx
    .insert(sportsProducers)
    .values(values)
    .onConflictDoUpdate({
      target: [sportsProducers.feed, sportsProducers.producerId],
      set: { status: values.status, state: values.state, updatedAt: values.updatedAt },
    });
}

/**
 * A producer is down: its active markets still open for grading are suspended, in one statement. Answers the
 * markets it suspended (for the watchers' pushes).
 */
export function suspendProducerMarkets(tx: Tx, producerId: number): Promise<SportsMarketRow[]> {
  return tx
    .update(sportsMarkets)
    .set({ status: 'suspended', updatedAt: new Date() })
    .where(
      and(
        eq(sportsMarkets.producer, producerId),
        eq(sportsMarkets.status, 'active'),
        eq(sportsMarkets.grading, 'open'),
      ),
    )
    .returning();
}

/** How many markets of each producer are active now (the back office's producer table). */
export async function activeMarketsByProducer(queryable: Queryable): Promise<Map<number, number>> {
  const rows = await queryable
    .select({ producer: sportsMarkets.producer, count: sql<number>`count(*)::int` })
    .from(sportsMarkets)
    .where(and(eq(sportsMarkets.status, 'active'), sql`${sportsMarkets.producer} IS NOT NULL`))
    .groupBy(sportsMarkets.producer);
  return new Map(rows.map((row) => [row.producer ?? 0, row.count]));
}

/** The longest body a dead letter keeps. */
export const DEAD_LETTER_BODY_MAX = 4_000;

// A NUL is what PostgreSQL's text refuses: matched on purpose.
const LONE_SURROGATE_OR_NUL =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text a column can hold and the back office can show: no NUL, no lone surrogate, at most `max` characters. */
function storable(text: string, max: number): string {
  return text.slice(0, max).replace(LONE_SURROGATE_OR_NUL, '\uFFFD');
}

/** Keeps a message the book could not take, with why (what a text column cannot hold replaced). */
export async function recordDeadLetter(
  tx: Tx,
  letter: { feed: string; routingKey: string; reason: string; body: string },
): Promise<void> {
  await tx.insert(sportsFeedDeadLetters).values({
    feed: letter.feed,
    routingKey: storable(letter.routingKey, 300),
    reason: storable(letter.reason, 500),
    body: storable(letter.body, DEAD_LETTER_BODY_MAX),
  });
}

/** The latest dead letters, newest first, and how many there are in all. */
export async function latestDeadLetters(
  queryable: Queryable,
  limit: number,
): Promise<{ rows: (typeof sportsFeedDeadLetters.$inferSelect)[]; count: number }> {
  const rows = await queryable
    .select()
    .from(sportsFeedDeadLetters)
    .orderBy(desc(sportsFeedDeadLetters.id))
    .limit(limit);
  const [total] = await queryable.select({ count: sql<number>`count(*)::int` }).from(sportsFeedDeadLetters);
  return { rows, count: total?.count ?? 0 };
}
