import type {
  CrashBetView,
  CrashRecord,
  CrashGameId,
  CrashRoundProof,
  CrashRoundQuery,
  CrashState,
} from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import { betsWithNames, playerBetById, playerHistory, type BetRow } from './crash-bets.repo.ts';
import { chainById, latestChain } from './crash-chains.repo.ts';
import { crashedRounds, findRound, latestRound } from './crash-rounds.repo.ts';
import {
  presentChain,
  presentCrashBet,
  presentCrashRecord,
  presentRound,
  publicName,
  type BeaconClock,
} from './crash.presenter.ts';

const HISTORY_ROUNDS = 20;

/** What anyone may read of a live crash game: the round and its bets, past rounds, a player's history. */
export class CrashQueries {
  constructor(
    private readonly deps: { db: Db; site: SiteService; beacon: BeaconClock },
    private readonly gameId: CrashGameId,
    private readonly now: () => number,
  ) {}

  /** GET /api/game/{crash|aviator}/state: the round, its bets, recent crash points and the chain's commitment. */
  async state(): Promise<CrashState> {
    const { db } = this.deps;
    const [round, history, chain] = await Promise.all([
      latestRound(db, this.gameId),
      crashedRounds(db, this.gameId, HISTORY_ROUNDS),
      latestChain(db, this.gameId),
    ]);
    const rows = round ? await betsWithNames(db, [round.id]) : [];
    return {
      round: round ? presentRound(round) : null,
      bets: await this.present(rows),
      history: history.map(presentRound),
      chain: chain ? presentChain(chain, this.deps.beacon) : null,
      serverTime: this.now(),
    };
  }

  /** A past round with its revealed hash, for the verifier. */
  async round(which: CrashRoundQuery): Promise<CrashRoundProof> {
    const round = await findRound(this.deps.db, this.gameId, which);
    if (!round) throw new ApiError('BET_NOT_FOUND');
    // The round's own chain: a used-up chain's rounds verify against its own terminating hash.
    const chain = await chainById(this.deps.db, round.chainId);
    return { ...presentRound(round), chain: chain ? presentChain(chain, this.deps.beacon) : null };
  }

  /** GET /api/game/{crash|aviator}/my_bets: the player's last 50 bets. */
  async history(playerId: number): Promise<CrashBetView[]> {
    return this.present(await playerHistory(this.deps.db, this.gameId, playerId, 50));
  }

  /** A player's own bet in this game with its round, for its record page; undefined if not theirs. */
  async playerBet(playerId: number, betId: number): Promise<CrashRecord | undefined> {
    const found = await playerBetById(this.deps.db, this.gameId, playerId, betId);
    if (!found) return undefined;
    const { decimalLength } = await this.deps.site.currency(found.bet.currencyId);
    return presentCrashRecord(found.bet, found.round, decimalLength);
  }

  private async present(
    rows: { bet: BetRow; username: string; nickname: string; roundNumber: number | null }[],
  ): Promise<CrashBetView[]> {
    const book = await this.deps.site.currencyBook();
    return rows.map((row) =>
      presentCrashBet(row.bet, publicName(row), book.decimals(row.bet.currencyId), row.roundNumber),
    );
  }
}
