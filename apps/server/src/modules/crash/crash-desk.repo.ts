import { and, count, eq, inArray, max, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.ts';
import { crashBets, crashRounds } from './crash.tables.ts';

/** Per chain: how many rounds were dealt from it (chain_round counts from 0, one round per number). */
export async function roundsPlayedByChain(
  queryable: Queryable,
  chainIds: readonly number[],
): Promise<ReadonlyMap<number, number>> {
  if (chainIds.length === 0) return new Map();
  const rows = await queryable
    .select({ chainId: crashRounds.chainId, last: max(crashRounds.chainRound) })
    .from(crashRounds)
    .where(inArray(crashRounds.chainId, [...chainIds]))
    .groupBy(crashRounds.chainId);
  return new Map(rows.map((row) => [row.chainId, (row.last ?? -1) + 1]));
}

/** Per round and currency: bets, players, stake, payout (minor units) and the bets still riding. */
export async function roundTotals(queryable: Queryable, roundIds: readonly number[]) {
  if (roundIds.length === 0) return [];
  const rows = await queryable
    .select({
      roundId: crashBets.roundId,
      currencyId: crashBets.currencyId,
      bets: count(),
      players: sql<number>`count(DISTINCT ${crashBets.userId})::int`,
      stake: sql<string>`sum(${crashBets.stakeMinor})::text`,
      payout: sql<string>`coalesce(sum(${crashBets.payoutMinor}), 0)::text`,
      open: sql<number>`(count(*) FILTER (WHERE ${crashBets.status} = 'OPEN'))::int`,
    })
    .from(crashBets)
    .where(inArray(crashBets.roundId, [...roundIds]))
    .groupBy(crashBets.roundId, crashBets.currencyId)
    .orderBy(crashBets.currencyId);
  return rows.map((row) => ({
    roundId: row.roundId ?? 0,
    currencyId: row.currencyId,
    bets: row.bets,
    players: row.players,
    stakeMinor: BigInt(row.stake),
    payoutMinor: BigInt(row.payout),
    open: row.open,
  }));
}

/** How many bets wait for the game's next round (placed during a flight). */
export async function queuedBetCount(queryable: Queryable, gameId: string): Promise<number> {
  const [row] = await queryable
    .select({ queued: count() })
    .from(crashBets)
    .where(and(eq(crashBets.gameId, gameId), eq(crashBets.status, 'QUEUED')));
  return row?.queued ?? 0;
}
