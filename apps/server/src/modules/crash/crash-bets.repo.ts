import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';

import { rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { crashBets, crashRounds } from './crash.tables.ts';
import type { RoundRow } from './crash-rounds.repo.ts';
import { users } from '../user/index.ts';

export type BetRow = typeof crashBets.$inferSelect;

const BET_COLUMNS = '*';

const INSERT_BET = statement(
  'crash_insert_bet',
  `INSERT INTO crash_bets (game_id, round_id, user_id, slot, currency_id, stake_minor, auto_cash_out, status)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${BET_COLUMNS}`,
);
const SETTLE_BET = statement(
  'crash_settle_bet',
  `UPDATE crash_bets SET status = $2, cashed_out_at = $3, payout_minor = $4, settled_at = now()
    WHERE id = $1 AND status = 'OPEN' RETURNING ${BET_COLUMNS}`,
);

const betOf = (raw: Record<string, unknown>): BetRow => rowOf(crashBets, raw);

export async function insertBet(
  tx: Tx,
  values: Pick<
    BetRow,
    'gameId' | 'roundId' | 'userId' | 'slot' | 'currencyId' | 'stakeMinor' | 'autoCashOut' | 'status'
  >,
): Promise<BetRow> {
  const [row] = await run(tx, INSERT_BET, [
    values.gameId,
    values.roundId,
    values.userId,
    values.slot,
    values.currencyId,
    values.stakeMinor,
    values.autoCashOut,
    values.status,
  ]);
  if (!row) throw new Error('insert into crash_bets returned no row');
  return betOf(row);
}

/** Moves the queued bets of a game onto the round that opens. */
export function attachQueued(tx: Tx, gameId: string, roundId: number) {
  return tx
    .update(crashBets)
    .set({ roundId, status: 'OPEN' })
    .where(and(eq(crashBets.gameId, gameId), eq(crashBets.status, 'QUEUED'), isNull(crashBets.roundId)))
    .returning();
}

/** Open bets whose auto cash-out is at or below `hundredths`, oldest first. */
export function dueAutoCashOuts(tx: Tx, roundId: number, hundredths: number) {
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
  tx: Tx,
  id: number,
  settlement: { status: 'WON' | 'LOST'; cashedOutAt: number | null; payoutMinor: bigint },
): Promise<BetRow | undefined> {
  const [row] = await run(tx, SETTLE_BET, [
    id,
    settlement.status,
    settlement.cashedOutAt,
    settlement.payoutMinor,
  ]);
  return row && betOf(row);
}

export function loseOpenBets(tx: Tx, roundId: number) {
  return tx
    .update(crashBets)
    .set({ status: 'LOST', payoutMinor: 0n, settledAt: new Date() })
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'OPEN')))
    .returning();
}

export async function playerBet(
  queryable: Queryable,
  gameId: string,
  userId: number,
  slot: number,
  roundId: number,
) {
  const [row] = await queryable
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

/** One bet of the player in the game, by its id, with its round (none while queued). */
export async function playerBetById(
  queryable: Queryable,
  gameId: string,
  userId: number,
  betId: number,
): Promise<{ bet: BetRow; round: RoundRow | null } | undefined> {
  const [row] = await queryable
    .select({ bet: crashBets, round: crashRounds })
    .from(crashBets)
    .leftJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(and(eq(crashBets.id, betId), eq(crashBets.gameId, gameId), eq(crashBets.userId, userId)));
  return row;
}

/** The bets of rounds (or the queue) with each player's public name. */
export function betsWithNames(queryable: Queryable, roundIds: number[]) {
  return queryable
    .select({
      bet: crashBets,
      username: users.username,
      nickname: users.nickname,
      roundNumber: crashRounds.number,
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .leftJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(inArray(crashBets.roundId, roundIds))
    .orderBy(desc(crashBets.stakeMinor), asc(crashBets.id))
    .limit(200);
}

export function playerHistory(queryable: Queryable, gameId: string, userId: number, limit: number) {
  return queryable
    .select({
      bet: crashBets,
      username: users.username,
      nickname: users.nickname,
      roundNumber: crashRounds.number,
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .leftJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(and(eq(crashBets.gameId, gameId), eq(crashBets.userId, userId)))
    .orderBy(desc(crashBets.id))
    .limit(limit);
}

/** The public names of players, by id. */
export async function playerNames(queryable: Queryable, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, { username: string; nickname: string }>();
  const rows = await queryable
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The open bets of a round in one currency, oldest first. */
export function openBetsIn(tx: Tx, roundId: number, currencyId: string) {
  return tx
    .select()
    .from(crashBets)
    .where(
      and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'OPEN'), eq(crashBets.currencyId, currencyId)),
    )
    .orderBy(asc(crashBets.id));
}

/** Per currency: what is still at stake on a round, and the profit its cashed-out bets already made. */
export async function openStakeByCurrency(tx: Tx, roundId: number) {
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
