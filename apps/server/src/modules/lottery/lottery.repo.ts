import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import {
  lotteryBets,
  lotteryMessages,
  lotteryRooms,
  lotteryTermLiability,
  lotteryTerms,
} from './lottery.tables.ts';
import { users } from '../user/index.ts';

export type RoomRow = typeof lotteryRooms.$inferSelect;
export type TermRow = typeof lotteryTerms.$inferSelect;
export type LotteryBetRow = typeof lotteryBets.$inferSelect;
export type MessageRow = typeof lotteryMessages.$inferSelect;

export async function roomById(queryable: Queryable, id: number): Promise<RoomRow | undefined> {
  const [row] = await queryable.select().from(lotteryRooms).where(eq(lotteryRooms.id, id));
  return row;
}

/** The game's first open room (what `/chatbet?gameId=` opens). */
export async function firstRoomOfGame(queryable: Queryable, gameId: string): Promise<RoomRow | undefined> {
  const [row] = await queryable
    .select()
    .from(lotteryRooms)
    .where(and(eq(lotteryRooms.gameId, gameId), eq(lotteryRooms.enabled, true)))
    .orderBy(asc(lotteryRooms.sortOrder), asc(lotteryRooms.id))
    .limit(1);
  return row;
}

export function listRooms(queryable: Queryable, enabledOnly: boolean): Promise<RoomRow[]> {
  return queryable
    .select()
    .from(lotteryRooms)
    .where(enabledOnly ? eq(lotteryRooms.enabled, true) : undefined)
    .orderBy(asc(lotteryRooms.sortOrder), asc(lotteryRooms.id));
}

export async function insertRoom(tx: Tx, values: typeof lotteryRooms.$inferInsert): Promise<RoomRow> {
  const [row] = await tx.insert(lotteryRooms).values(values).returning();
  if (!row) throw new Error('insert into lottery_rooms returned no row');
  return row;
}

export async function updateRoom(
  tx: Tx,
  id: number,
  values: Partial<typeof lotteryRooms.$inferInsert>,
): Promise<RoomRow | undefined> {
  const [row] = await tx.update(lotteryRooms).set(values).where(eq(lotteryRooms.id, id)).returning();
  return row;
}

/** Writes a term unless its period has one already (the first writer's committed seed stands). */
export async function insertTermIfMissing(tx: Tx, values: typeof lotteryTerms.$inferInsert): Promise<void> {
  await tx.insert(lotteryTerms).values(values).onConflictDoNothing();
}

export async function termOfPeriod(
  queryable: Queryable,
  gameId: string,
  periodSeconds: number,
  number: number,
): Promise<TermRow | undefined> {
  const [row] = await queryable
    .select()
    .from(lotteryTerms)
    .where(
      and(
        eq(lotteryTerms.gameId, gameId),
        eq(lotteryTerms.periodSeconds, periodSeconds),
        eq(lotteryTerms.number, number),
      ),
    );
  return row;
}

export async function termById(queryable: Queryable, id: number): Promise<TermRow | undefined> {
  const [row] = await queryable.select().from(lotteryTerms).where(eq(lotteryTerms.id, id));
  return row;
}

/**
 * The term, locked: bets share-lock it, so the close (an exclusive lock) waits for the bets in flight
 * and no bet is written after the digest of the accepted bets was taken.
 */
export async function lockTerm(tx: Tx, id: number, mode: 'share' | 'update'): Promise<TermRow | undefined> {
  const [row] = await tx.select().from(lotteryTerms).where(eq(lotteryTerms.id, id)).for(mode);
  return row;
}

/** Terms whose cut-off has passed and that are not drawn yet, oldest first. */
export function dueTerms(queryable: Queryable, now: Date): Promise<TermRow[]> {
  return queryable
    .select()
    .from(lotteryTerms)
    .where(and(inArray(lotteryTerms.status, ['NEW', 'CLOSED']), lte(lotteryTerms.closesAt, now)))
    .orderBy(asc(lotteryTerms.drawsAt))
    .limit(50);
}

export async function updateTerm(
  tx: Tx,
  id: number,
  values: Partial<typeof lotteryTerms.$inferInsert>,
): Promise<TermRow> {
  const [row] = await tx.update(lotteryTerms).set(values).where(eq(lotteryTerms.id, id)).returning();
  if (!row) throw new Error(`lottery term ${id} vanished`);
  return row;
}

export function finishedTerms(
  queryable: Queryable,
  loop: { gameId: string; periodSeconds: number },
  page: { limit: number; offset: number },
): Promise<TermRow[]> {
  return queryable
    .select()
    .from(lotteryTerms)
    .where(
      and(
        eq(lotteryTerms.gameId, loop.gameId),
        eq(lotteryTerms.periodSeconds, loop.periodSeconds),
        eq(lotteryTerms.status, 'FINISHED'),
      ),
    )
    .orderBy(desc(lotteryTerms.number))
    .limit(page.limit)
    .offset(page.offset);
}

export function betsOfTerm(queryable: Queryable, termId: number): Promise<LotteryBetRow[]> {
  return queryable
    .select()
    .from(lotteryBets)
    .where(eq(lotteryBets.termId, termId))
    .orderBy(asc(lotteryBets.id));
}

export async function insertBet(tx: Tx, values: typeof lotteryBets.$inferInsert): Promise<LotteryBetRow> {
  const [row] = await tx.insert(lotteryBets).values(values).returning();
  if (!row) throw new Error('insert into lottery_bets returned no row');
  return row;
}

/**
 * Adds a bet's best payout to its term's liability in its currency unless that would pass `capMinor` (the
 * first bet of a currency must fit alone): one conditional upsert, so concurrent bets queue on the row and
 * each sees the sum before it. Answers the new liability, or undefined when the bet does not fit.
 */
export async function addTermLiability(
  tx: Tx,
  key: { termId: number; currencyId: string },
  payoutMinor: bigint,
  capMinor: bigint,
): Promise<bigint | undefined> {
  if (payoutMinor > capMinor) return undefined;
  const total = sql`${lotteryTermLiability}.${sql.identifier('potential_payout_minor')} + excluded.${sql.identifier('potential_payout_minor')}`;
  const [row] = await tx
    .insert(lotteryTermLiability)
    .values({ ...key, potentialPayoutMinor: payoutMinor })
    .onConflictDoUpdate({
      target: [lotteryTermLiability.termId, lotteryTermLiability.currencyId],
      set: { potentialPayoutMinor: total },
      setWhere: sql`${total} <= ${capMinor}`,
    })
    .returning({ potentialPayoutMinor: lotteryTermLiability.potentialPayoutMinor });
  return row?.potentialPayoutMinor;
}

/** A term's liability in a currency (0 before its first bet in it). */
export async function termLiability(
  queryable: Queryable,
  key: { termId: number; currencyId: string },
): Promise<bigint> {
  const [row] = await queryable
    .select({ potentialPayoutMinor: lotteryTermLiability.potentialPayoutMinor })
    .from(lotteryTermLiability)
    .where(
      and(eq(lotteryTermLiability.termId, key.termId), eq(lotteryTermLiability.currencyId, key.currencyId)),
    );
  return row?.potentialPayoutMinor ?? 0n;
}

/** Settles an open bet once; undefined when it was settled already. */
export async function settleBet(
  tx: Tx,
  id: number,
  values: { status: 'WON' | 'LOST' | 'VOID'; multiplier: number; payoutMinor: bigint },
): Promise<LotteryBetRow | undefined> {
  const [row] = await tx
    .update(lotteryBets)
    .set({ ...values, settledAt: sql`now()` })
    .where(and(eq(lotteryBets.id, id), eq(lotteryBets.status, 'OPEN')))
    .returning();
  return row;
}

export async function betById(queryable: Queryable, id: number): Promise<LotteryBetRow | undefined> {
  const [row] = await queryable.select().from(lotteryBets).where(eq(lotteryBets.id, id));
  return row;
}

export function betsByIds(queryable: Queryable, ids: readonly number[]): Promise<LotteryBetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryable
    .select()
    .from(lotteryBets)
    .where(inArray(lotteryBets.id, [...ids]));
}

/** The player's latest bets, newest first (on one term when `termId` is given). */
export function playerBets(
  queryable: Queryable,
  userId: number,
  options: { termId?: number | undefined; limit: number },
): Promise<LotteryBetRow[]> {
  return queryable
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.userId, userId),
        options.termId === undefined ? undefined : eq(lotteryBets.termId, options.termId),
      ),
    )
    .orderBy(desc(lotteryBets.id))
    .limit(options.limit);
}

export function termsByIds(queryable: Queryable, ids: readonly number[]): Promise<TermRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryable
    .select()
    .from(lotteryTerms)
    .where(inArray(lotteryTerms.id, [...ids]));
}

export async function insertMessage(
  tx: Tx,
  values: typeof lotteryMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await tx.insert(lotteryMessages).values(values).onConflictDoNothing().returning();
  if (row) return row;
  // A bet shared twice in one room: the first post stands.
  const [first] = await tx
    .select()
    .from(lotteryMessages)
    .where(and(eq(lotteryMessages.roomId, values.roomId), eq(lotteryMessages.betId, values.betId ?? 0)));
  if (!first) throw new Error('insert into lottery_messages returned no row');
  return first;
}

export async function messageById(queryable: Queryable, id: number): Promise<MessageRow | undefined> {
  const [row] = await queryable.select().from(lotteryMessages).where(eq(lotteryMessages.id, id));
  return row;
}

/** A page of a room's chat, newest first, before `beforeId` when given. */
export function messagesBefore(
  queryable: Queryable,
  roomId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return queryable
    .select()
    .from(lotteryMessages)
    .where(
      and(
        eq(lotteryMessages.roomId, roomId),
        beforeId === undefined ? undefined : lt(lotteryMessages.id, beforeId),
      ),
    )
    .orderBy(desc(lotteryMessages.id))
    .limit(limit);
}

export interface PlayerFace {
  username: string;
  nickname: string;
  vipLevel: number;
}

/** What a room shows of its players: their public name's sources and VIP level. */
export async function playerFaces(
  queryable: Queryable,
  userIds: readonly number[],
): Promise<Map<number, PlayerFace>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await queryable
    .select({ id: users.id, username: users.username, nickname: users.nickname, vipLevel: users.vipLevel })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
