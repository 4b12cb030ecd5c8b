import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';

import { asBigint, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { sportsBetLegs, sportsBets, sportsCashOutQuotes } from './sports.tables.ts';

export type SportsBetRow = typeof sportsBets.$inferSelect;
export type SportsLegRow = typeof sportsBetLegs.$inferSelect;
export type CashOutQuoteRow = typeof sportsCashOutQuotes.$inferSelect;

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

/**
 * Up to `limit` of the owner's open or settled bets, real or demo, newest first (by id), below `beforeId`
 * when given: keyset paging on `sports_bets_owner_idx (owner, id)`.
 */
export function betsOfOwner(
  queryable: Queryable,
  owner: string,
  filter: { open: boolean; demo: boolean; beforeId?: number | undefined },
  limit: number,
): Promise<SportsBetRow[]> {
  return queryable
    .select()
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.owner, owner),
        filter.beforeId === undefined ? undefined : lt(sportsBets.id, filter.beforeId),
        eq(sportsBets.demo, filter.demo),
        filter.open ? eq(sportsBets.status, 'OPEN') : ne(sportsBets.status, 'OPEN'),
      ),
    )
    .orderBy(desc(sportsBets.id))
    .limit(limit);
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
