/** A settled real-money bet, as every game module that reports activity reads it for the lobby (the
 * player's own names: whoever shows them masks them). */
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
 * A game module's public read of its settled bets (the single-player games' `settledRoundPlays`, the
 * crash games' `settledCrashPlays`): the ticker never reads their tables itself.
 */
export type ActivitySource = (query: ActivityQuery) => Promise<ActivityPlay[]>;
