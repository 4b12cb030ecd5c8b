import type { Queryable } from '../../db/client.ts';
import type { ActivityPlay, ActivityQuery } from '../activity/index.ts';
import { settledRoundsSince } from './rounds.repo.ts';

/**
 * The single-player games' public read for the lobby's activity (issue 13): real-money rounds settled
 * since `since`, newest first, at most `limit`; demo rounds never appear.
 */
export async function settledRoundPlays(queryable: Queryable, query: ActivityQuery): Promise<ActivityPlay[]> {
  const rows = await settledRoundsSince(queryable, query);
  return rows.map((row) => {
    const payoutMinor = row.status === 'WIN' ? (row.payoutMinor ?? 0n) : 0n;
    return {
      key: `round:${row.id}`,
      gameId: row.gameId,
      username: row.username,
      nickname: row.nickname,
      currencyId: row.currencyId,
      stakeMinor: row.stakeMinor,
      payoutMinor,
      multiplierX100: Number((payoutMinor * 100n) / row.stakeMinor),
      settledAt: row.settledAt ?? new Date(0),
    };
  });
}
