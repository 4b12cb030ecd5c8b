import type { CrashRecord, LotteryRecord, OrderRecord, RoundRecord, SportsRecord } from '@casino/contracts';

import { ApiError } from '../../platform/errors.ts';
import type { CrashGame } from '../crash/index.ts';
import type { RoundQueries } from '../games/index.ts';
import type { LotteryRooms } from '../lottery/index.ts';
import type { RechargeService } from '../payments/index.ts';
import type { WithdrawService } from '../payments/index.ts';
import type { SportsQueries } from '../sports/index.ts';
import { presentRoundRecord } from './records.presenter.ts';

/** The modules whose reads a record page is made of; records owns no table. */
export interface RecordSources {
  rounds: RoundQueries;
  crashGames: readonly CrashGame[];
  lottery: LotteryRooms;
  sports: SportsQueries;
  recharge: RechargeService;
  withdraw: WithdrawService;
}

/**
 * What a history row links to (issue 13), read through the games, crash and payments modules. A player
 * reads only their own: someone else's id answers the same "not found" as an id that never existed.
 */
export class RecordReader {
  constructor(private readonly sources: RecordSources) {}

  /** A single-player round with its fairness data. */
  async round(userId: number, id: number): Promise<RoundRecord> {
    return presentRoundRecord(await this.sources.rounds.playerRound(userId, id));
  }

  /** A crash or aviator bet with its round's bust point and hash (bet ids are shared by both games). */
  async crash(userId: number, betId: number): Promise<CrashRecord> {
    for (const game of this.sources.crashGames) {
      const record = await game.queries.playerBet(userId, betId);
      if (record) return record;
    }
    throw new ApiError('BET_NOT_FOUND');
  }

  /** A lottery bet with its term's outcome and proof. */
  lottery(userId: number, betId: number): Promise<LotteryRecord> {
    return this.sources.lottery.playerRecord(userId, betId);
  }

  /** A sports bet with its legs and their results. */
  sports(userId: number, betId: number): Promise<SportsRecord> {
    return this.sources.sports.record(userId, betId);
  }

  /** A deposit (`R…`) or withdrawal (`W…`) order. */
  async order(userId: number, id: string): Promise<OrderRecord> {
    const record =
      (await this.sources.recharge.orderRecord(userId, id)) ??
      (await this.sources.withdraw.orderRecord(userId, id));
    if (!record) throw new ApiError('ORDER_NOT_FOUND');
    return record;
  }
}
