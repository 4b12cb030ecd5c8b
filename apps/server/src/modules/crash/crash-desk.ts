import {
  CRASH_GAME_IDS,
  CRASH_LIVE_RECENT,
  type CrashDeskChain,
  type CrashDeskRound,
  type CrashLiveGame,
} from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import type { CurrencyBook, SiteService } from '../site/index.ts';
import { crashedRounds, latestRound, type RoundRow } from './crash-rounds.repo.ts';
import { latestChain, recentChains, type ChainRow } from './crash-chains.repo.ts';
import { queuedBetCount, roundsPlayedByChain, roundTotals } from './crash-desk.repo.ts';
import { presentChain, presentRound, type BeaconClock } from './crash.presenter.ts';

/**
 * The operators' view of the crash games (issue 20): how far each hash chain is used, and the rounds in
 * play with their money. Read-only: nothing here can touch a round's outcome, which the chain fixed.
 */
export class CrashDesk {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly beacon: BeaconClock,
    private readonly now: () => number = Date.now,
  ) {}

  /** The latest chains of every crash game, newest first, each with its rounds dealt and remaining. */
  async chains(limit = 20): Promise<CrashDeskChain[]> {
    const chains = await recentChains(this.db, limit);
    const played = await roundsPlayedByChain(
      this.db,
      chains.map((chain) => chain.id),
    );
    return chains.map((chain) => presentDeskChain(chain, played.get(chain.id) ?? 0, this.beacon));
  }

  /** Per crash game: the round in play (no crash point before it crashes), the queue, the latest rounds. */
  async live(): Promise<CrashLiveGame[]> {
    const book = await this.site.currencyBook();
    return Promise.all(CRASH_GAME_IDS.map((gameId) => this.liveGame(gameId, book)));
  }

  private async liveGame(gameId: string, book: CurrencyBook): Promise<CrashLiveGame> {
    const [current, recent, chain, queued] = await Promise.all([
      latestRound(this.db, gameId),
      crashedRounds(this.db, gameId, CRASH_LIVE_RECENT + 1),
      latestChain(this.db, gameId),
      queuedBetCount(this.db, gameId),
    ]);
    const inPlay = current && current.status !== 'CRASHED' ? current : undefined;
    const finished = recent.filter((round) => round.id !== inPlay?.id).slice(0, CRASH_LIVE_RECENT);
    const rounds = inPlay ? [inPlay, ...finished] : finished;
    const totals = await roundTotals(
      this.db,
      rounds.map((round) => round.id),
    );
    const played = chain ? await roundsPlayedByChain(this.db, [chain.id]) : new Map<number, number>();
    const present = (round: RoundRow): CrashDeskRound => ({
      ...presentRound(round),
      totals: totals
        .filter((line) => line.roundId === round.id)
        .map((line) => {
          const decimals = book.decimals(line.currencyId);
          return {
            currencyId: line.currencyId,
            bets: line.bets,
            players: line.players,
            stake: minorToNumber(line.stakeMinor, decimals),
            payout: minorToNumber(line.payoutMinor, decimals),
            open: line.open,
          };
        }),
    });
    return {
      gameId,
      round: inPlay ? present(inPlay) : null,
      queued,
      recent: finished.map(present),
      chain: chain ? presentDeskChain(chain, played.get(chain.id) ?? 0, this.beacon) : null,
      serverTime: this.now(),
    };
  }
}

function presentDeskChain(chain: ChainRow, roundsPlayed: number, beacon: BeaconClock): CrashDeskChain {
  return {
    ...presentChain(chain, beacon),
    roundsPlayed,
    remaining: Math.max(0, chain.length - roundsPlayed),
  };
}
