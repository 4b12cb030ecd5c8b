import { and, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Queryable } from '../../db/client.ts';
import { users } from '../user/index.ts';

/** A settled real-money bet, as the lobby reads it (the player's own names: whoever shows them masks them). */
export interface ActivityPlay {
  /** Unique across sources (`round:12`, `crash:7`). */
  key: string;
  gameId: string;
  username: string;
  nickname: string;
  currencyId: string;
  stakeMinor: bigint;
  /** 0 for a loss. */
  payoutMinor: bigint;
  /** Payout ÷ stake in hundredths (a crash bet: its cash-out point); 0 for a loss. */
  multiplierX100: number;
  settledAt: Date;
}

/** What the ticker asks of a source: bets settled since `since`, newest first, at most `limit`. */
export interface ActivityQuery {
  since: Date;
  limit: number;
  /** Only bets that paid out. */
  winsOnly: boolean;
}

/**
 * A game module's settled bets as the ticker may read them: its bets table and the columns that answer
 * each fact. The game module exports it; the ticker reads no other table of it.
 */
export interface ActivityTable {
  /** The prefix of each play's key (`round`, `crash`, `lottery`). */
  key: string;
  table: PgTable;
  id: AnyPgColumn;
  gameId: AnyPgColumn;
  userId: AnyPgColumn;
  currencyId: AnyPgColumn;
  stakeMinor: AnyPgColumn;
  payoutMinor: AnyPgColumn;
  status: AnyPgColumn;
  settledAt: AnyPgColumn;
  /** The status of a bet that paid out. */
  won: string;
  /** The multiplier the game stores in hundredths (a cash-out point); else payout ÷ stake. */
  multiplierX100?: AnyPgColumn;
  /** Rows that are not real-money bets (demo play), left out. */
  excluded?: AnyPgColumn | SQL;
}

/** The bets of `source` settled since `query.since`, newest first, at most `query.limit`. */
export async function settledPlays(
  queryable: Queryable,
  source: ActivityTable,
  query: ActivityQuery,
): Promise<ActivityPlay[]> {
  const conditions: SQL[] = [isNotNull(source.settledAt), gte(source.settledAt, query.since)];
  if (source.excluded) conditions.push(sql`NOT (${source.excluded})`);
  if (query.winsOnly) conditions.push(eq(source.status, source.won));
  const rows = await queryable
    .select({
      id: source.id,
      gameId: source.gameId,
      currencyId: source.currencyId,
      stakeMinor: source.stakeMinor,
      payoutMinor: source.payoutMinor,
      multiplierX100: source.multiplierX100 ?? sql<null>`NULL`,
      status: source.status,
      settledAt: source.settledAt,
      username: users.username,
      nickname: users.nickname,
    })
    .from(source.table)
    .innerJoin(users, eq(users.id, source.userId))
    .where(and(...conditions))
    .orderBy(desc(source.settledAt))
    .limit(query.limit);
  return rows.map((row) => {
    const stakeMinor = row.stakeMinor as bigint;
    const payoutMinor = row.status === source.won ? ((row.payoutMinor as bigint | null) ?? 0n) : 0n;
    const stored = row.multiplierX100 as number | null;
    return {
      key: `${source.key}:${String(row.id)}`,
      gameId: row.gameId as string,
      username: row.username,
      nickname: row.nickname,
      currencyId: row.currencyId as string,
      stakeMinor,
      payoutMinor,
      multiplierX100:
        payoutMinor === 0n
          ? 0
          : source.multiplierX100
            ? (stored ?? 0)
            : Number((payoutMinor * 100n) / stakeMinor),
      settledAt: (row.settledAt as Date | null) ?? new Date(0),
    };
  });
}

/** One of the ticker's reads: a game module's settled bets. */
export type ActivitySource = (query: ActivityQuery) => Promise<ActivityPlay[]>;
