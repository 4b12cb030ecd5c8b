import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accounts, demoWallets, gameLimits, gameRounds, games } from '../../db/schema.ts';

export type RoundRow = typeof gameRounds.$inferSelect;

export async function findGame(db: Db, gameId: string) {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  return row;
}

export async function findLimits(db: Db, gameId: string, currencyId: string) {
  const [row] = await db
    .select()
    .from(gameLimits)
    .where(and(eq(gameLimits.gameId, gameId), eq(gameLimits.currencyId, currencyId)));
  return row;
}

export async function insertRound(tx: Db, values: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(gameRounds).values(values).returning();
  if (!row) throw new Error('insert into game_rounds returned no row');
  return row;
}

/** The owner's round, locked for this transaction (PostgreSQL); PGlite runs one transaction at a time. */
export async function lockRound(tx: Db, owner: string, id: number): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.owner, owner)))
    .for('update');
  return row;
}

export async function findRound(db: Db, owner: string, id: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.owner, owner)));
  return row;
}

/** Moves an open round on, only from the version that was read (a concurrent move loses). */
export async function advanceRound(tx: Db, round: RoundRow, state: unknown): Promise<RoundRow | undefined> {
  const [row] = await tx
    .update(gameRounds)
    .set({ state, version: round.version + 1 })
    .where(
      and(eq(gameRounds.id, round.id), eq(gameRounds.status, 'OPEN'), eq(gameRounds.version, round.version)),
    )
    .returning();
  return row;
}

/** Settles an open round once: a second settlement finds it no longer OPEN and gets nothing back. */
export async function settleRound(
  tx: Db,
  round: RoundRow,
  settlement: { status: 'WIN' | 'LOSE'; payoutMinor: bigint; state: unknown },
): Promise<RoundRow | undefined> {
  const [row] = await tx
    .update(gameRounds)
    .set({ ...settlement, settledAt: new Date(), version: round.version + 1 })
    .where(
      and(eq(gameRounds.id, round.id), eq(gameRounds.status, 'OPEN'), eq(gameRounds.version, round.version)),
    )
    .returning();
  return row;
}

export function openRounds(db: Db, owner: string, demo?: boolean) {
  const conditions = [eq(gameRounds.owner, owner), eq(gameRounds.status, 'OPEN')];
  if (demo !== undefined) conditions.push(eq(gameRounds.demo, demo));
  return db
    .select()
    .from(gameRounds)
    .where(and(...conditions))
    .orderBy(desc(gameRounds.id));
}

export async function openRoundCount(db: Db, owner: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(and(eq(gameRounds.owner, owner), eq(gameRounds.status, 'OPEN')));
  return row?.count ?? 0;
}

export async function roundPage(
  db: Db,
  owner: string,
  filter: { demo: boolean; gameId?: string | undefined; pageNo: number; pageSize: number },
) {
  const conditions = [eq(gameRounds.owner, owner), eq(gameRounds.demo, filter.demo)];
  if (filter.gameId) conditions.push(eq(gameRounds.gameId, filter.gameId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The owner's demo balance, opened with `initialMinor` on first use. */
export async function demoBalance(tx: Db, owner: string, currencyId: string, initialMinor: bigint) {
  await tx
    .insert(demoWallets)
    .values({ owner, currencyId, balanceMinor: initialMinor })
    .onConflictDoNothing();
  const [row] = await tx.select().from(demoWallets).where(eq(demoWallets.owner, owner));
  if (!row) throw new Error(`demo wallet of ${owner} could not be opened`);
  return row;
}

/** Moves a demo balance; refuses (returns nothing) rather than go below zero. */
export async function moveDemoBalance(tx: Db, owner: string, deltaMinor: bigint) {
  const [row] = await tx
    .update(demoWallets)
    .set({ balanceMinor: sql`${demoWallets.balanceMinor} + ${deltaMinor}`, updatedAt: new Date() })
    .where(and(eq(demoWallets.owner, owner), sql`${demoWallets.balanceMinor} + ${deltaMinor} >= 0`))
    .returning();
  return row;
}

export async function resetDemoBalance(tx: Db, owner: string, currencyId: string, balanceMinor: bigint) {
  await tx
    .insert(demoWallets)
    .values({ owner, currencyId, balanceMinor })
    .onConflictDoUpdate({
      target: demoWallets.owner,
      set: { currencyId, balanceMinor, updatedAt: new Date() },
    });
}

/** The player's cash balance in a currency (0 when the account was never opened). */
export async function cashBalance(db: Db, userId: number, currencyId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: accounts.balanceMinor })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, 'cash'), eq(accounts.currencyId, currencyId)));
  return row?.balance ?? 0n;
}
