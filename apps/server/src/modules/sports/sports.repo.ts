import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';

import { asBigint, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import {
  sportsBetLegs,
  sportsBets,
  sportsCashOutQuotes,
  sportsEvents,
  sportsFeedLog,
  sportsMarkets,
  sportsSettings,
} from './sports.tables.ts';

export type SportsEventRow = typeof sportsEvents.$inferSelect;
export type SportsMarketRow = typeof sportsMarkets.$inferSelect;
export type SportsBetRow = typeof sportsBets.$inferSelect;
export type SportsLegRow = typeof sportsBetLegs.$inferSelect;
export type CashOutQuoteRow = typeof sportsCashOutQuotes.$inferSelect;

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

export function marketsOf(queryable: Queryable, eventIds: readonly string[]): Promise<SportsMarketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return queryable
    .select()
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.eventId, [...eventIds]))
    .orderBy(
      asc(sportsMarkets.eventId),
      asc(sportsMarkets.type),
      asc(sportsMarkets.line),
      asc(sportsMarkets.id),
    );
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

export async function insertBet(tx: Tx, values: typeof sportsBets.$inferInsert): Promise<SportsBetRow> {
  const [row] = await tx.insert(sportsBets).values(values).returning();
  if (!row) throw new Error('insert into sports_bets returned no row');
  return row;
}

export async function insertLegs(
  tx: Tx,
  values: (typeof sportsBetLegs.$inferInsert)[],
): Promise<SportsLegRow[]> {
  return tx.insert(sportsBetLegs).values(values).returning();
}

export async function lockBet(tx: Tx, id: number): Promise<SportsBetRow | undefined> {
  const [row] = await tx.select().from(sportsBets).where(eq(sportsBets.id, id)).for('update');
  return row;
}

export async function betById(queryable: Queryable, id: number): Promise<SportsBetRow | undefined> {
  const [row] = await queryable.select().from(sportsBets).where(eq(sportsBets.id, id));
  return row;
}

export async function updateBet(
  tx: Tx,
  id: number,
  values: Partial<typeof sportsBets.$inferInsert>,
): Promise<SportsBetRow> {
  const [row] = await tx.update(sportsBets).set(values).where(eq(sportsBets.id, id)).returning();
  if (!row) throw new Error(`sports bet ${id} vanished`);
  return row;
}

export function legsOf(queryable: Queryable, betIds: readonly number[]): Promise<SportsLegRow[]> {
  if (betIds.length === 0) return Promise.resolve([]);
  return queryable
    .select()
    .from(sportsBetLegs)
    .where(inArray(sportsBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.legNo));
}

export async function updateLeg(
  tx: Tx,
  betId: number,
  legNo: number,
  values: Pick<SportsLegRow, 'result' | 'deadHeat'>,
): Promise<void> {
  await tx
    .update(sportsBetLegs)
    .set(values)
    .where(and(eq(sportsBetLegs.betId, betId), eq(sportsBetLegs.legNo, legNo)));
}

/** Bets with a leg on these markets of the event (any status: a rollback regrades settled bets too). */
export async function betIdsOnMarkets(
  queryable: Queryable,
  eventId: string,
  marketIds: readonly string[],
): Promise<number[]> {
  const rows = await queryable
    .selectDistinct({ betId: sportsBetLegs.betId })
    .from(sportsBetLegs)
    .where(and(eq(sportsBetLegs.eventId, eventId), inArray(sportsBetLegs.marketId, [...marketIds])))
    .orderBy(asc(sportsBetLegs.betId));
  return rows.map((row) => row.betId);
}

export function betsOfOwner(
  queryable: Queryable,
  owner: string,
  filter: { open: boolean; demo: boolean },
): Promise<SportsBetRow[]> {
  return queryable
    .select()
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.owner, owner),
        eq(sportsBets.demo, filter.demo),
        filter.open ? eq(sportsBets.status, 'OPEN') : ne(sportsBets.status, 'OPEN'),
      ),
    )
    .orderBy(desc(sportsBets.id))
    .limit(50);
}

const ADD_EXPOSURE = statement(
  'sports_add_exposure',
  `INSERT INTO sports_event_exposure (event_id, currency_id, liability_minor) VALUES ($1, $2, $3::bigint)
   ON CONFLICT (event_id, currency_id)
   DO UPDATE SET liability_minor = sports_event_exposure.liability_minor + $3::bigint
   RETURNING liability_minor`,
);

/**
 * Moves the book's running liability on an event in a currency by `deltaMinor` (locking its row until the
 * transaction ends); the new liability.
 */
export async function addExposure(
  tx: Tx,
  eventId: string,
  currencyId: string,
  deltaMinor: bigint,
): Promise<bigint> {
  const [row] = await run(tx, ADD_EXPOSURE, [eventId, currencyId, deltaMinor]);
  return asBigint(row?.liability_minor ?? 0);
}

/** What an open real-money bet adds to the liability of each of its events: its net potential win. */
export const exposureOf = (
  bet: Pick<SportsBetRow, 'status' | 'demo' | 'potentialPayoutMinor' | 'stakeLeftMinor' | 'lineCount'>,
): bigint =>
  bet.status === 'OPEN' && !bet.demo
    ? bet.potentialPayoutMinor - bet.stakeLeftMinor * BigInt(bet.lineCount)
    : 0n;

/** The markets of the slip, share-locked: a bet stop or a price change waits for the bets reading them. */
export function shareLockMarkets(
  tx: Tx,
  keys: readonly { eventId: string; marketId: string }[],
): Promise<SportsMarketRow[]> {
  return tx
    .select()
    .from(sportsMarkets)
    .where(
      sql`(${sportsMarkets.eventId}, ${sportsMarkets.id}) IN (${sql.join(
        keys.map((key) => sql`(${key.eventId}, ${key.marketId})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(sportsMarkets.eventId), asc(sportsMarkets.id))
    .for('share');
}

export async function insertQuote(tx: Tx, values: typeof sportsCashOutQuotes.$inferInsert): Promise<void> {
  await tx.insert(sportsCashOutQuotes).values(values);
}

export async function lockQuote(tx: Tx, id: string): Promise<CashOutQuoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(sportsCashOutQuotes)
    .where(eq(sportsCashOutQuotes.id, id))
    .for('update');
  return row;
}

export async function useQuote(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(sportsCashOutQuotes).set({ usedAt: at }).where(eq(sportsCashOutQuotes.id, id));
}

export async function logFeedMessage(
  tx: Tx,
  values: { feed: string; type: string; eventId: string | null; ts: number; message: unknown },
): Promise<void> {
  await tx.insert(sportsFeedLog).values(values);
}

/** The newest message time of a feed (where a restarted consumer asks the feed to recover from). */
export async function lastFeedTs(queryable: Queryable, feed: string): Promise<number | null> {
  const [row] = await queryable
    .select({ ts: sql<string | null>`max(${sportsFeedLog.ts})::text` })
    .from(sportsFeedLog)
    .where(eq(sportsFeedLog.feed, feed));
  return row?.ts ? Number(row.ts) : null;
}

export async function readSettings(queryable: Queryable): Promise<unknown> {
  const [row] = await queryable.select().from(sportsSettings).where(eq(sportsSettings.id, 1));
  return row?.settings;
}

export async function writeSettings(tx: Tx, settings: unknown): Promise<void> {
  await tx
    .insert(sportsSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: sportsSettings.id, set: { settings, updatedAt: new Date() } });
}
