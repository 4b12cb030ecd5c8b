import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { sportsEvents, sportsMarkets } from './sports.tables.ts';

export type SportsEventRow = typeof sportsEvents.$inferSelect;
export type SportsMarketRow = typeof sportsMarkets.$inferSelect;

/** Events a player can still bet on or watch: not closed long ago, not cancelled. */
const LISTED = ['not_started', 'live', 'suspended', 'ended'];

export async function eventById(queryable: Queryable, id: string): Promise<SportsEventRow | undefined> {
  const [row] = await queryable.select().from(sportsEvents).where(eq(sportsEvents.id, id));
  return row;
}

export async function eventsByIds(
  queryable: Queryable,
  ids: readonly string[],
): Promise<Map<string, SportsEventRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryable
    .select()
    .from(sportsEvents)
    .where(inArray(sportsEvents.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export function listEvents(
  queryable: Queryable,
  filter: { sport?: string | undefined; live?: boolean | undefined },
): Promise<SportsEventRow[]> {
  const statuses = filter.live === undefined ? LISTED : filter.live ? ['live', 'suspended'] : ['not_started'];
  return queryable
    .select()
    .from(sportsEvents)
    .where(
      and(
        inArray(sportsEvents.status, statuses),
        filter.sport ? eq(sportsEvents.sport, filter.sport) : undefined,
      ),
    )
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
    .limit(200);
}

/** Live and upcoming counts per sport. */
export async function eventCounts(
  queryable: Queryable,
): Promise<{ sport: string; live: number; upcoming: number }[]> {
  const rows = await queryable
    .select({
      sport: sportsEvents.sport,
      live: sql<number>`count(*) FILTER (WHERE ${sportsEvents.status} IN ('live', 'suspended'))::int`,
      upcoming: sql<number>`count(*) FILTER (WHERE ${sportsEvents.status} = 'not_started')::int`,
    })
    .from(sportsEvents)
    .groupBy(sportsEvents.sport);
  return rows.map((row) => ({ sport: row.sport, live: Number(row.live), upcoming: Number(row.upcoming) }));
}

export async function upsertEvent(tx: Tx, values: typeof sportsEvents.$inferInsert): Promise<void> {
  const { id: _id, suspended: _suspended, ...changes } = values;
  await tx
    .insert(sportsEvents)
    .values(values)
    .onConflictDoUpdate({ target: sportsEvents.id, set: { ...changes, updatedAt: new Date() } });
}

export async function updateEvent(
  tx: Tx,
  id: string,
  values: Partial<typeof sportsEvents.$inferInsert>,
): Promise<SportsEventRow | undefined> {
  const [row] = await tx
    .update(sportsEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sportsEvents.id, id))
    .returning();
  return row;
}

/** The markets of events (of one UOF market id only, when `marketId` is given: a list's main market). */
export function marketsOf(
  queryable: Queryable,
  eventIds: readonly string[],
  marketIds?: readonly number[],
): Promise<SportsMarketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return queryable
    .select()
    .from(sportsMarkets)
    .where(
      and(
        inArray(sportsMarkets.eventId, [...eventIds]),
        marketIds ? inArray(sportsMarkets.marketId, [...marketIds]) : undefined,
      ),
    )
    .orderBy(asc(sportsMarkets.eventId), asc(sportsMarkets.marketId), asc(sportsMarkets.id));
}

/** How many markets each event has. */
export async function marketCounts(
  queryable: Queryable,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await queryable
    .select({ eventId: sportsMarkets.eventId, count: sql<number>`count(*)::int` })
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.eventId, [...eventIds]))
    .groupBy(sportsMarkets.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.count)]));
}

/** The markets of an event, locked (the feed's writes to one event run one at a time). */
export function lockMarkets(tx: Tx, eventId: string, ids?: readonly string[]): Promise<SportsMarketRow[]> {
  return tx
    .select()
    .from(sportsMarkets)
    .where(and(eq(sportsMarkets.eventId, eventId), ids ? inArray(sportsMarkets.id, [...ids]) : undefined))
    .orderBy(asc(sportsMarkets.id))
    .for('update');
}

export async function upsertMarket(tx: Tx, values: typeof sportsMarkets.$inferInsert): Promise<void> {
  const { eventId: _eventId, id: _id, suspended: _suspended, ...changes } = values;
  await tx
    .insert(sportsMarkets)
    .values(values)
    .onConflictDoUpdate({
      target: [sportsMarkets.eventId, sportsMarkets.id],
      set: { ...changes, updatedAt: new Date() },
    });
}

export async function updateMarket(
  tx: Tx,
  eventId: string,
  id: string,
  values: Partial<typeof sportsMarkets.$inferInsert>,
): Promise<SportsMarketRow | undefined> {
  const [row] = await tx
    .update(sportsMarkets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.id, id)))
    .returning();
  return row;
}

/** The markets of these (event, market key) pairs, and only those: a slip's legs, a page of bets' legs. */
export function marketsByKeys(
  queryable: Queryable,
  keys: readonly { eventId: string; marketId: string }[],
): Promise<SportsMarketRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return queryable
    .select()
    .from(sportsMarkets)
    .where(keyedMarkets(keys))
    .orderBy(asc(sportsMarkets.eventId), asc(sportsMarkets.id));
}

/** The markets of the slip, share-locked: a bet stop or a price change waits for the bets reading them. */
export function shareLockMarkets(
  tx: Tx,
  keys: readonly { eventId: string; marketId: string }[],
): Promise<SportsMarketRow[]> {
  return tx
    .select()
    .from(sportsMarkets)
    .where(keyedMarkets(keys))
    .orderBy(asc(sportsMarkets.eventId), asc(sportsMarkets.id))
    .for('share');
}

const keyedMarkets = (keys: readonly { eventId: string; marketId: string }[]) =>
  sql`(${sportsMarkets.eventId}, ${sportsMarkets.id}) IN (${sql.join(
    keys.map((key) => sql`(${key.eventId}, ${key.marketId})`),
    sql`, `,
  )})`;
