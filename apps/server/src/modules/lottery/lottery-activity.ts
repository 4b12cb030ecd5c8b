import { and, desc, eq, gte, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.ts';
import { lotteryBets } from './lottery.tables.ts';
import { users } from '../user/index.ts';
import type { ActivityPlay, ActivityQuery } from '../activity/index.ts';

/**
 * The lottery's public read for the lobby's activity (issue 13's ticker): bets settled since `since`,
 * newest first, at most `limit`.
 */
export async function settledLotteryPlays(
  queryable: Queryable,
  query: ActivityQuery,
): Promise<ActivityPlay[]> {
  const conditions = [sql`${lotteryBets.settledAt} IS NOT NULL`, gte(lotteryBets.settledAt, query.since)];
  if (query.winsOnly) conditions.push(eq(lotteryBets.status, 'WON'));
  const rows = await queryable
    .select({
      id: lotteryBets.id,
      gameId: lotteryBets.gameId,
      currencyId: lotteryBets.currencyId,
      stakeMinor: lotteryBets.stakeMinor,
      payoutMinor: lotteryBets.payoutMinor,
      multiplier: lotteryBets.multiplier,
      status: lotteryBets.status,
      settledAt: lotteryBets.settledAt,
      username: users.username,
      nickname: users.nickname,
    })
    .from(lotteryBets)
    .innerJoin(users, eq(users.id, lotteryBets.userId))
    .where(and(...conditions))
    .orderBy(desc(lotteryBets.settledAt))
    .limit(query.limit);
  return rows.map((row) => {
    const won = row.status === 'WON';
    return {
      key: `lottery:${row.id}`,
      gameId: row.gameId,
      username: row.username,
      nickname: row.nickname,
      currencyId: row.currencyId,
      stakeMinor: row.stakeMinor,
      payoutMinor: won ? (row.payoutMinor ?? 0n) : 0n,
      multiplierX100: won ? (row.multiplier ?? 0) : 0,
      settledAt: row.settledAt ?? new Date(0),
    };
  });
}
