import type { CrashGameId, CrashRoundQuery } from '@casino/contracts';

import { CrashBets, type CrashParts } from './crash-bets.ts';
import type { BeaconService } from '../beacon/index.ts';
import { CrashChains } from './crash-chains.ts';
import { CrashFeed } from './crash-feed.ts';
import { CrashQueries } from './crash-queries.ts';
import { CrashRounds, DEFAULT_CRASH_TIMINGS, type CrashTimings } from './crash-rounds.ts';

export type { CrashPlayer } from './crash-bets.ts';
export { DEFAULT_CRASH_TIMINGS, ROUND_PROFIT_CAP_FACTOR, type CrashTimings } from './crash-rounds.ts';

/** What a live crash game needs from the rest of the server. */
export interface CrashDependencies extends Omit<CrashParts, 'feed'> {
  /** Where the loop logs a chain awaiting its beacon round; the console if none. */
  log?: { warn(message: string): void };
  /** The public beacon chains take their salts from (issue 34). */
  beacon: BeaconService;
  /** How long after a chain's announcement its beacon round falls due, at least (CRASH_SALT_DELAY_MS). */
  saltDelayMs: number;
}

/**
 * One live crash game (crash or aviator), assembled from its parts on one clock: the round state machine
 * the leading process ticks, the players' bets and cash-outs, the reads, and the live bet feed.
 */
export class CrashGame {
  readonly rounds: CrashRounds;
  readonly bets: CrashBets;
  readonly queries: CrashQueries;
  readonly feed: CrashFeed;

  constructor(
    deps: CrashDependencies,
    readonly gameId: CrashGameId,
    timings: CrashTimings = DEFAULT_CRASH_TIMINGS,
    private readonly now: () => number = Date.now,
  ) {
    this.feed = new CrashFeed(deps.publisher, gameId);
    const chains = new CrashChains(deps.db, gameId, timings.chainLength, {
      beacon: deps.beacon,
      delayMs: deps.saltDelayMs,
    });
    this.rounds = new CrashRounds(
      { ...deps, feed: this.feed, chains, log: deps.log ?? console },
      gameId,
      timings,
    );
    this.bets = new CrashBets({ ...deps, feed: this.feed }, gameId, now);
    this.queries = new CrashQueries(deps, gameId, now);
  }

  /** One step of the loop (leader only); answers when its next moment is due (see CrashRounds.tick). */
  tick(now = this.now()): Promise<number | undefined> {
    return this.rounds.tick(now);
  }

  bet(...args: Parameters<CrashBets['bet']>) {
    return this.bets.bet(...args);
  }

  stop(...args: Parameters<CrashBets['stop']>) {
    return this.bets.stop(...args);
  }

  state() {
    return this.queries.state();
  }

  round(which: CrashRoundQuery) {
    return this.queries.round(which);
  }

  history(playerId: number) {
    return this.queries.history(playerId);
  }
}
