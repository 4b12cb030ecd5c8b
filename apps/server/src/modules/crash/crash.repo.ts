import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { crashBets, crashChains, crashRounds, users } from '../../db/schema.ts';

export type ChainRow = typeof crashChains.$inferSelect;
export type RoundRow = typeof crashRounds.$inferSelect;
export type BetRow = typeof crashBets.$inferSelect;

export async function latestChain(db: Db, gameId: string): Promise<ChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(eq(crashChains.gameId, gameId))
    .orderBy(desc(crashChains.id))
    .limit(1);
  return row;
}

export async function insertChain(db: Db, values: typeof crashChains.$inferInsert): Promise<ChainRow> {
  const [row] = await db.insert(crashChains).values(values).returning();
  if (!row) throw new Error('insert into crash_chains returned no row');
  return row;
}

export async function latestRound(db: Db, gameId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.gameId, gameId))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row;
}

export async function lockRoundRow(tx: Db, id: number): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(crashRounds).where(eq(crashRounds.id, id)).for('update');
  return row;
}

export async function insertRound(tx: Db, values: typeof crashRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(crashRounds).values(values).returning();
  if (!row) throw new Error('insert into crash_rounds returned no row');
  return row;
}

export async function updateRound(tx: Db, id: number, values: Partial<typeof crashRounds.$inferInsert>) {
  const [row] = await tx.update(crashRounds).set(values).where(eq(crashRounds.id, id)).returning();
  if (!row) throw new Error(`crash round ${id} vanished`);
  return row;
}

export function crashedRounds(db: Db, gameId: string, limit: number) {
  return db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameId, gameId), eq(crashRounds.status, 'CRASHED')))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}

export async function findRound(db: Db, gameId: string, id: number) {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameId, gameId), eq(crashRounds.id, id)));
  return row;
}

export async function insertBet(tx: Db, values: typeof crashBets.$inferInsert): Promise<BetRow> {
  const [row] = await tx.insert(crashBets).values(values).returning();
  if (!row) throw new Error('insert into crash_bets returned no row');
  return row;
}

/** Moves the queued bets of a game onto the round that opens. */
export function attachQueued(tx: Db, gameId: string, roundId: number) {
  return tx
    .update(crashBets)
    .set({ roundId, status: 'OPEN' })
    .where(and(eq(crashBets.gameId, gameId), eq(crashBets.status, 'QUEUED'), isNull(crashBets.roundId)))
    .returning();
}

/** Open bets whose auto cash-out is at or below `hundredths`, oldest first. */
export function dueAutoCashOuts(tx: Db, roundId: number, hundredths: number) {
  return tx
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, roundId),
        eq(crashBets.status, 'OPEN'),
        lte(crashBets.autoCashOut, hundredths),
      ),
    )
    .orderBy(asc(crashBets.id));
}

/** Settles one open bet; undefined when it was no longer open (settled by a racing call). */
export async function settleBet(
  tx: Db,
  id: number,
  settlement: { status: 'WON' | 'LOST'; cashedOutAt: number | null; payoutMinor: bigint },
): Promise<BetRow | undefined> {
  const [row] = await tx
    .update(crashBets)
    .set({ ...settlement, settledAt: new Date() })
    .where(and(eq(crashBets.id, id), eq(crashBets.status, 'OPEN')))
    .returning();
  return row;
}

export function loseOpenBets(tx: Db, roundId: number) {
  return tx
    .update(crashBets)
    .set({ status: 'LOST', payoutMinor: 0n, settledAt: new Date() })
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'OPEN')))
    .returning();
}

export async function playerBet(tx: Db, gameId: string, userId: number, slot: number, roundId: number) {
  const [row] = await tx
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.gameId, gameId),
        eq(crashBets.userId, userId),
        eq(crashBets.slot, slot),
        eq(crashBets.roundId, roundId),
      ),
    );
  return row;
}

/** The bets of rounds (or the queue) with each player's public name. */
export function betsWithNames(db: Db, roundIds: number[]) {
  return db
    .select({ bet: crashBets, username: users.username, nickname: users.nickname })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(inArray(crashBets.roundId, roundIds))
    .orderBy(desc(crashBets.stakeMinor), asc(crashBets.id))
    .limit(200);
}

export function playerHistory(db: Db, gameId: string, userId: number, limit: number) {
  return db
    .select({ bet: crashBets, username: users.username, nickname: users.nickname })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(and(eq(crashBets.gameId, gameId), eq(crashBets.userId, userId)))
    .orderBy(desc(crashBets.id))
    .limit(limit);
}

export async function countOpenBets(db: Db, roundId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'OPEN')));
  return row?.count ?? 0;
}

export async function playerNames(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function chainById(db: Db, id: number): Promise<ChainRow | undefined> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row;
}

/** The open bets of a round in one currency, oldest first. */
export function openBetsIn(tx: Db, roundId: number, currencyId: string) {
  return tx
    .select()
    .from(crashBets)
    .where(
      and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'OPEN'), eq(crashBets.currencyId, currencyId)),
    )
    .orderBy(asc(crashBets.id));
}

/** Per currency: what is still at stake on a round, and the profit its cashed-out bets already made. */
export async function openStakeByCurrency(tx: Db, roundId: number) {
  const rows = await tx
    .select({
      currencyId: crashBets.currencyId,
      staked: sql<string>`coalesce(sum(${crashBets.stakeMinor}) FILTER (WHERE ${crashBets.status} = 'OPEN'), 0)::text`,
      realized: sql<string>`coalesce(sum(${crashBets.payoutMinor} - ${crashBets.stakeMinor}) FILTER (WHERE ${crashBets.status} = 'WON'), 0)::text`,
    })
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .groupBy(crashBets.currencyId);
  return rows.map((row) => ({
    currencyId: row.currencyId,
    staked: BigInt(row.staked),
    realized: BigInt(row.realized),
  }));
}
