import type { Queryable } from '../../db/client.ts';
import type { ActivityPlay, ActivityQuery } from '../activity/index.ts';
import { settledBetsSince } from './crash.repo.ts';

/**
 * The crash games' public read for the lobby's activity (issue 13): bets of crash and aviator settled
 * since `since`, newest first, at most `limit`.
 */
export async function settledCrashPlays(queryable: Queryable, query: ActivityQuery): Promise<ActivityPlay[]> {
  const rows = await settledBetsSince(queryable, query);
  return rows.map((row) => {
    const won = row.status === 'WON';
    return {
      key: `crash:${row.id}`,
      gameId: row.gameId,
      username: row.username,
      nickname: row.nickname,
      currencyId: row.currencyId,
      stakeMinor: row.stakeMinor,
      payoutMinor: won ? (row.payoutMinor ?? 0n) : 0n,
      multiplierX100: won ? (row.cashedOutAt ?? 0) : 0,
      settledAt: row.settledAt ?? new Date(0),
    };
  });
}
