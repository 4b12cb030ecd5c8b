import type { Queryable } from '../../db/client.ts';
import { settledRoundsSince } from './rounds.repo.ts';

/** A settled real-money bet of a single-player game, as the lobby's activity reads it. */
export interface SettledRoundPlay {
  /** Unique across the games that report activity: `round:<id>`. */
  key: string;
  gameId: string;
  /** The player's own names; whoever shows them masks them. */
  username: string;
  nickname: string;
  currencyId: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  /** Payout ÷ stake in hundredths, floored; 0 for a loss. */
  multiplierX100: number;
  settledAt: Date;
}

/**
 * The single-player games' public read for the lobby's activity (issue 13): real-money rounds settled
 * since `since`, newest first, at most `limit`; demo rounds never appear.
 */
export async function settledRoundPlays(
  queryable: Queryable,
  query: { since: Date; limit: number; winsOnly: boolean },
): Promise<SettledRoundPlay[]> {
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
