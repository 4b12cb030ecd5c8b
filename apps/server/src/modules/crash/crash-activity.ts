import type { Queryable } from '../../db/client.ts';
import { settledBetsSince } from './crash.repo.ts';

/** A settled bet of a live crash game, as the lobby's activity reads it. */
export interface SettledCrashPlay {
  /** Unique across the games that report activity: `crash:<id>`. */
  key: string;
  gameId: string;
  /** The player's own names; whoever shows them masks them. */
  username: string;
  nickname: string;
  currencyId: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  /** The cash-out multiplier in hundredths; 0 for a bet lost in the crash. */
  multiplierX100: number;
  settledAt: Date;
}

/**
 * The crash games' public read for the lobby's activity (issue 13): bets of crash and aviator settled
 * since `since`, newest first, at most `limit`.
 */
export async function settledCrashPlays(
  queryable: Queryable,
  query: { since: Date; limit: number; winsOnly: boolean },
): Promise<SettledCrashPlay[]> {
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
