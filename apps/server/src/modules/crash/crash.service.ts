import {
  SOCKET_EVENTS,
  type CrashBetView,
  type CrashGameId,
  type CrashRoundView,
  type CrashState,
} from '@casino/contracts';
import {
  buildHashChain,
  crashPayout,
  crashPointHundredths,
  minorToNumber,
  msToReach,
  multiplierAt,
  parseAmount,
  randomHex,
} from '@casino/game-math';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { cashBalance, findGame, findLimits } from '../games/rounds.repo.ts';
import { reduceWagering } from '../payments/withdraw.service.ts';
import type { RealtimePublisher } from '../realtime/realtime.publisher.ts';
import type { SiteService } from '../site/site.service.ts';
import { once } from '../wallet/idempotency.ts';
import { houseAccountId, playerAccountId, postLedger } from '../wallet/ledger.ts';
import {
  attachQueued,
  chainById,
  betsWithNames,
  crashedRounds,
  dueAutoCashOuts,
  findRound,
  insertBet,
  insertChain,
  insertRound,
  latestChain,
  latestRound,
  lockRoundRow,
  loseOpenBets,
  openBetsIn,
  openStakeByCurrency,
  playerBet,
  playerHistory,
  playerNames,
  settleBet,
  updateRound,
  type BetRow,
  type ChainRow,
  type RoundRow,
} from './crash.repo.ts';

export interface CrashTimings {
  /** How long bets are taken before take-off. */
  bettingMs: number;
  /** The pause between a crash and the next betting window. */
  pauseMs: number;
  /** Rounds per hash chain; a new chain (new terminating hash) starts when one is used up. */
  chainLength: number;
}

export const DEFAULT_CRASH_TIMINGS: CrashTimings = { bettingMs: 6_000, pauseMs: 3_000, chainLength: 100_000 };

export interface CrashPlayer {
  id: number;
  currencyId: string;
}

const SLOTS: Record<CrashGameId, number> = { crash: 1, aviator: 2 };
const HISTORY_ROUNDS = 20;
/** A round may pay out at most this many times the game's max win per bet in profit, per currency. */
export const ROUND_PROFIT_CAP_FACTOR = 3n;

/**
 * One live crash game (crash or aviator): the round state machine the leading process drives with
 * `tick`, and the players' bets and cash-outs. The database row of the round is the truth: every
 * settlement locks it, so a manual cash-out and the crash are serialised and a bet is settled once.
 * A restarted leader picks the round up where its row says, with the crash point committed at its start.
 */
export class CrashGame {
  private chains = new Map<number, string[]>();

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly publisher: RealtimePublisher,
    readonly gameId: CrashGameId,
    private readonly timings: CrashTimings = DEFAULT_CRASH_TIMINGS,
    private readonly now: () => number = Date.now,
  ) {}

  /** One step of the loop (leader only): open, launch, pay due auto cash-outs, crash. */
  async tick(now = this.now()): Promise<void> {
    const round = await latestRound(this.db, this.gameId);
    if (!round || round.status === 'CRASHED') {
      if (round?.crashedAt && now - round.crashedAt.getTime() < this.timings.pauseMs) return;
      await this.openRound(now);
      return;
    }
    if (round.status === 'BETTING') {
      if (now < round.bettingEndsAt.getTime()) return;
      const flying = await this.db.transaction(async (tx) => {
        const locked = await lockRoundRow(tx, round.id);
        if (locked?.status !== 'BETTING') return undefined;
        return updateRound(tx, round.id, { status: 'FLYING', startedAt: new Date(now) });
      });
      if (flying) this.publishRound(SOCKET_EVENTS.gameData, flying);
      return;
    }
    await this.fly(round, now);
  }

  private async openRound(now: number): Promise<void> {
    const game = await findGame(this.db, this.gameId);
    if (!game) throw new Error(`crash game ${this.gameId} is not in the catalogue`);
    const chain = await this.chainFor();
    const previous = await latestRound(this.db, this.gameId);
    const chainRound = previous?.chainId === chain.row.id ? previous.chainRound + 1 : 0;
    if (chainRound >= chain.row.length - 1) {
      await this.newChain();
      return this.openRound(now);
    }
    const hash = chain.hashes[chain.row.length - 2 - chainRound] ?? '';
    const opened = await this.db.transaction(async (tx) => {
      const round = await insertRound(tx, {
        gameId: this.gameId,
        chainId: chain.row.id,
        chainRound,
        hash,
        crashPoint: crashPointHundredths(hash, chain.row.salt, game.rtpBasisPoints),
        status: 'BETTING',
        bettingEndsAt: new Date(now + this.timings.bettingMs),
      });
      await attachQueued(tx, this.gameId, round.id);
      return round;
    });
    this.publishRound(SOCKET_EVENTS.betBegin, opened);
  }

  /** Pays the auto cash-outs the curve has reached, then crashes the round when its time has come. */
  private async fly(round: RoundRow, now: number): Promise<void> {
    const startedAt = round.startedAt?.getTime() ?? now;
    const crashMs = msToReach(round.crashPoint);
    const crashed = now - startedAt >= crashMs;
    const reached = crashed ? round.crashPoint : Math.min(multiplierAt(now - startedAt), round.crashPoint);
    const outcome = await this.db.transaction(async (tx) => {
      const locked = await lockRoundRow(tx, round.id);
      if (locked?.status !== 'FLYING') return undefined;
      const won: BetRow[] = [];
      // The round's profit cap, per currency: where the open bets' total profit reaches it, every one of
      // them is cashed out at that multiplier (auto cash-outs below it are paid at their own targets).
      const capAt = await this.roundCapMultipliers(tx, round.id);
      for (const bet of await dueAutoCashOuts(tx, round.id, reached)) {
        const target = bet.autoCashOut ?? 100;
        if (target > (capAt.get(bet.currencyId) ?? Infinity)) continue;
        const paid = await this.payOut(tx, bet, target);
        if (paid) won.push(paid);
      }
      for (const [currencyId, at] of capAt) {
        if (at > reached || at > round.crashPoint) continue;
        for (const bet of await openBetsIn(tx, round.id, currencyId)) {
          const paid = await this.payOut(tx, bet, at);
          if (paid) won.push(paid);
        }
      }
      if (!crashed) return { won, lost: [] as BetRow[], round: locked };
      const lost = await loseOpenBets(tx, round.id);
      for (const bet of lost) await reduceWagering(tx, bet.userId, bet.stakeMinor);
      const ended = await updateRound(tx, round.id, {
        status: 'CRASHED',
        crashedAt: new Date(startedAt + crashMs),
      });
      return { won, lost, round: ended };
    });
    if (!outcome) return;
    for (const bet of outcome.won) await this.announceWin(bet);
    if (outcome.round.status === 'CRASHED') this.publishRound(SOCKET_EVENTS.gameData, outcome.round);
  }

  /**
   * Where each currency's open bets would together win what is left of the round's maximum profit
   * (ROUND_PROFIT_CAP_FACTOR times the game's max win per bet, less the profit of bets already cashed out):
   * the open bets' profit Σstake·(m−1) reaches it at m = 1 + left/Σstake.
   */
  private async roundCapMultipliers(tx: Db, roundId: number): Promise<Map<string, number>> {
    const caps = new Map<string, number>();
    for (const { currencyId, staked, realized } of await openStakeByCurrency(tx, roundId)) {
      const limits = await findLimits(tx, this.gameId, currencyId);
      if (!limits || staked <= 0n) continue;
      // What is left of the cap once the bets already cashed out are counted.
      const left = limits.maxWinMinor * ROUND_PROFIT_CAP_FACTOR - realized;
      const cap = left > 0n ? left : 0n;
      // Ceiling of 100 + cap·100/Σstake, in hundredths.
      caps.set(currencyId, 100 + Number((cap * 100n + staked - 1n) / staked));
    }
    return caps;
  }

  /** POST /api/game/{crash|aviator}/bet: on the round taking bets, or queued for the next one. */
  async bet(
    player: CrashPlayer,
    request: {
      betAmount: unknown;
      autoCashOut?: number | undefined;
      slot: number;
      requestId?: string | undefined;
    },
  ): Promise<{ bet: CrashBetView; balance: number }> {
    if (request.slot >= SLOTS[this.gameId]) {
      throw new ApiError('GAME_OPTIONS_INVALID', { extra: { field: 'slot', reason: 'SLOT_INVALID' } });
    }
    const game = await findGame(this.db, this.gameId);
    if (!game || !game.enabled) throw new ApiError('GAME_NOT_FOUND');
    if (game.maintenance) throw new ApiError('GAME_MAINTENANCE');
    const limits = await findLimits(this.db, this.gameId, player.currencyId);
    if (!limits) throw new ApiError('GAME_NOT_FOUND');
    const { decimalLength } = await this.site.currency(player.currencyId);
    const amount = parseAmount(request.betAmount, decimalLength);
    if (!amount.ok || amount.minor === 0n) {
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'betAmount', reason: 'AMOUNT_INVALID' } });
    }
    const stake = amount.minor as bigint;
    if (stake < limits.minBetMinor) throw new ApiError('AMOUNT_BELOW_MINIMUM');
    if (stake > limits.maxBetMinor) throw new ApiError('AMOUNT_ABOVE_MAXIMUM');
    // The max win caps every bet: without a target, or with a higher one, it cashes out at the cap.
    const cap = Number(((stake + limits.maxWinMinor) * 100n) / stake);
    const wanted = request.autoCashOut === undefined ? cap : Math.round(request.autoCashOut * 100);
    const autoCashOut = Math.min(wanted, cap);

    const place = async (tx: Db) => {
      if ((await cashBalance(tx, player.id, player.currencyId)) === 0n)
        throw new ApiError('RECHARGE_REQUIRED');
      const current = await latestRound(tx, this.gameId);
      const round = current ? await lockRoundRow(tx, current.id) : undefined;
      const taking = round?.status === 'BETTING';
      const bet = await insertBet(tx, {
        gameId: this.gameId,
        roundId: taking ? round.id : null,
        userId: player.id,
        slot: request.slot,
        currencyId: player.currencyId,
        stakeMinor: stake,
        autoCashOut,
        status: taking ? 'OPEN' : 'QUEUED',
      });
      const cash = await playerAccountId(tx, player.id, 'cash', player.currencyId);
      const { balances } = await postLedger(tx, {
        kind: 'crash_stake',
        reference: `crashbet:${bet.id}`,
        userId: player.id,
        currencyId: player.currencyId,
        details: { gameId: this.gameId },
        lines: [
          { accountId: cash, amountMinor: -stake },
          { accountId: await houseAccountId(tx, 'house', player.currencyId), amountMinor: stake },
        ],
      });
      return {
        // The decimals are passed in: inside a transaction only `tx` may be used (see db/client.ts).
        bet: await this.betView(tx, bet, undefined, decimalLength),
        balance: minorToNumber(balances.get(cash) ?? 0n, decimalLength),
      };
    };

    let answer: { bet: CrashBetView; balance: number };
    try {
      answer = request.requestId
        ? await once(
            this.db,
            `crash_bet:${player.id}`,
            request.requestId,
            { ...request, gameId: this.gameId },
            place,
          )
        : await this.db.transaction(place);
    } catch (error) {
      // One bet per slot and round (or in the queue): the second is refused plainly.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('ROUND_IN_PROGRESS');
      throw error;
    }
    this.publisher.toModule(this.gameId, SOCKET_EVENTS.bet, { type: 'bet', bet: answer.bet });
    this.publisher.toUser(player.id, SOCKET_EVENTS.balance, {
      type: 'balance',
      userId: player.id,
      balance: answer.balance,
    });
    return answer;
  }

  /** POST /api/game/{crash|aviator}/stop: cashes out at the server's multiplier, only before the crash. */
  async stop(player: CrashPlayer, slot: number, now = this.now()): Promise<{ bet: CrashBetView }> {
    const paid = await this.db.transaction(async (tx) => {
      const current = await latestRound(tx, this.gameId);
      const round = current ? await lockRoundRow(tx, current.id) : undefined;
      if (!round) throw new ApiError('BET_NOT_FOUND');
      const bet = await playerBet(tx, this.gameId, player.id, slot, round.id);
      if (!bet) throw new ApiError('BET_NOT_FOUND');
      if (round.status === 'BETTING') throw new ApiError('CASH_OUT_NOT_ALLOWED');
      if (bet.status !== 'OPEN' || round.status !== 'FLYING') throw new ApiError('ROUND_FINISHED');
      const startedAt = round.startedAt?.getTime() ?? now;
      const at = multiplierAt(now - startedAt);
      // At or past the crash point the round has crashed, whether or not the loop has said so yet.
      if (at >= round.crashPoint) throw new ApiError('ROUND_FINISHED');
      const settled = await this.payOut(tx, bet, Math.min(at, bet.autoCashOut ?? at));
      if (!settled) throw new ApiError('ROUND_FINISHED');
      return settled;
    });
    await this.announceWin(paid);
    return { bet: await this.betView(this.db, paid) };
  }

  private async payOut(tx: Db, bet: BetRow, hundredths: number): Promise<BetRow | undefined> {
    const payout = crashPayout(bet.stakeMinor, hundredths);
    const settled = await settleBet(tx, bet.id, {
      status: 'WON',
      cashedOutAt: hundredths,
      payoutMinor: payout,
    });
    if (!settled) return undefined;
    await reduceWagering(tx, bet.userId, bet.stakeMinor);
    await postLedger(tx, {
      kind: 'crash_payout',
      reference: `crashbet:${bet.id}`,
      userId: bet.userId,
      currencyId: bet.currencyId,
      details: { gameId: this.gameId, cashedOutAt: hundredths },
      lines: [
        { accountId: await playerAccountId(tx, bet.userId, 'cash', bet.currencyId), amountMinor: payout },
        { accountId: await houseAccountId(tx, 'house', bet.currencyId), amountMinor: -payout },
      ],
    });
    return settled;
  }

  private async announceWin(bet: BetRow): Promise<void> {
    const view = await this.betView(this.db, bet);
    this.publisher.toModule(this.gameId, SOCKET_EVENTS.betWin, { type: 'bet', bet: view });
    const balance = await cashBalance(this.db, bet.userId, bet.currencyId);
    const { decimalLength } = await this.site.currency(bet.currencyId);
    this.publisher.toUser(bet.userId, SOCKET_EVENTS.balance, {
      type: 'balance',
      userId: bet.userId,
      balance: minorToNumber(balance, decimalLength),
    });
  }

  /** GET /api/game/{crash|aviator}/state: the round, its bets, recent crash points and the chain's commitment. */
  async state(): Promise<CrashState> {
    const [round, history, chain] = await Promise.all([
      latestRound(this.db, this.gameId),
      crashedRounds(this.db, this.gameId, HISTORY_ROUNDS),
      latestChain(this.db, this.gameId),
    ]);
    const rows = round ? await betsWithNames(this.db, [round.id]) : [];
    return {
      round: round ? roundView(round) : null,
      bets: await Promise.all(rows.map((row) => this.betView(this.db, row.bet, publicName(row)))),
      history: history.map(roundView),
      chain: chain ? { terminatingHash: chain.terminatingHash, salt: chain.salt } : null,
      serverTime: this.now(),
    };
  }

  /** A past round with its revealed hash, for the verifier. */
  async round(
    id: number,
  ): Promise<CrashRoundView & { chain: { terminatingHash: string; salt: string } | null }> {
    const round = await findRound(this.db, this.gameId, id);
    if (!round) throw new ApiError('BET_NOT_FOUND');
    // The round's own chain: a used-up chain's rounds verify against its own terminating hash.
    const chain = await chainById(this.db, round.chainId);
    return {
      ...roundView(round),
      chain: chain ? { terminatingHash: chain.terminatingHash, salt: chain.salt } : null,
    };
  }

  async history(playerId: number): Promise<CrashBetView[]> {
    const rows = await playerHistory(this.db, this.gameId, playerId, 50);
    return Promise.all(rows.map((row) => this.betView(this.db, row.bet, publicName(row))));
  }

  private async betView(db: Db, bet: BetRow, player?: string, knownDecimals?: number): Promise<CrashBetView> {
    const decimalLength = knownDecimals ?? (await this.site.currency(bet.currencyId)).decimalLength;
    return {
      id: bet.id,
      roundId: bet.roundId,
      gameId: bet.gameId,
      slot: bet.slot,
      player: player ?? (await this.nameOf(db, bet.userId)),
      betAmount: minorToNumber(bet.stakeMinor, decimalLength),
      currencyId: bet.currencyId,
      autoCashOut: bet.autoCashOut === null ? null : bet.autoCashOut / 100,
      cashedOutAt: bet.cashedOutAt === null ? null : bet.cashedOutAt / 100,
      winAmount: minorToNumber(bet.payoutMinor ?? 0n, decimalLength),
      status: bet.status as CrashBetView['status'],
    };
  }

  private async nameOf(db: Db, userId: number): Promise<string> {
    const row = await playerNames(db, userId);
    return row ? publicName(row) : '***';
  }

  private async chainFor(): Promise<{ row: ChainRow; hashes: string[] }> {
    const row = (await latestChain(this.db, this.gameId)) ?? (await this.newChain());
    let hashes = this.chains.get(row.id);
    if (!hashes) {
      hashes = buildHashChain(row.seed, row.length);
      this.chains.set(row.id, hashes);
    }
    return { row, hashes };
  }

  private async newChain(): Promise<ChainRow> {
    const seed = randomHex(32);
    const hashes = buildHashChain(seed, this.timings.chainLength);
    const row = await insertChain(this.db, {
      gameId: this.gameId,
      seed,
      terminatingHash: hashes[hashes.length - 1] ?? '',
      salt: randomHex(16),
      length: this.timings.chainLength,
    });
    this.chains.set(row.id, hashes);
    return row;
  }

  private publishRound(event: string, round: RoundRow): void {
    const type = event === SOCKET_EVENTS.betBegin ? 'bet_begin' : 'game_data';
    this.publisher.toModule(this.gameId, event, { type, data: roundView(round) });
  }
}

/** The round as players may see it: the crash point and hash only once it crashed. */
export function roundView(round: RoundRow): CrashRoundView {
  const crashed = round.status === 'CRASHED';
  return {
    id: round.id,
    gameId: round.gameId,
    status: round.status as CrashRoundView['status'],
    bettingEndsAt: round.bettingEndsAt.getTime(),
    startedAt: round.startedAt?.getTime() ?? null,
    crashPoint: crashed ? round.crashPoint / 100 : null,
    hash: crashed ? round.hash : null,
    crashedAt: round.crashedAt?.getTime() ?? null,
  };
}

/** A player as others see them: the nickname, or the username masked after two characters. */
function publicName(row: { username: string; nickname: string }): string {
  if (row.nickname.trim()) return row.nickname;
  return `${row.username.slice(0, 2)}***`;
}
