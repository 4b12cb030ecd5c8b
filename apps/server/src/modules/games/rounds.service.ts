import {
  SOCKET_EVENTS,
  type BetView,
  type GameTerms,
  type RevealedSeed,
  type SINGLE_PLAYER_GAME_IDS,
} from '@casino/contracts';
import {
  ENGINES,
  fairFloats,
  minorToNumber,
  parseAmount,
  payoutOf,
  shownMultiplier,
  type GameEngine,
} from '@casino/game-math';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { reduceWagering } from '../payments/withdraw.service.ts';
import type { RealtimePublisher } from '../realtime/realtime.publisher.ts';
import type { SiteService } from '../site/site.service.ts';
import { houseAccountId, playerAccountId, postLedger } from '../wallet/ledger.ts';
import { once } from '../wallet/idempotency.ts';
import { activeSeed, revealedSeeds, rotateSeed, seedById, takeNonce } from './fairness.repo.ts';
import {
  advanceRound,
  cashBalance,
  demoBalance,
  findGame,
  findLimits,
  findRound,
  insertRound,
  lockRound,
  moveDemoBalance,
  openRoundCount,
  openRounds,
  resetDemoBalance,
  roundPage,
  settleRound,
  type RoundRow,
} from './rounds.repo.ts';

type GameId = (typeof SINGLE_PLAYER_GAME_IDS)[number];

/**
 * Who plays: a logged-in player (`u:<id>`, real money or demo) or a visitor with a demo token
 * (`v:<hash>`, demo only). The owner keys seeds, rounds and the demo wallet.
 */
export interface GameActor {
  owner: string;
  userId: number | null;
  currencyId: string;
}

/** A new demo wallet holds this many major units of the actor's currency. */
export const DEMO_START_MAJOR = 1_000n;

interface Settled {
  round: RoundRow;
  balanceMinor: bigint | undefined;
}

/**
 * The single-player games (issue 6): a bet opens a round and takes the stake, moves go through the pure
 * engine of `@casino/game-math`, and a round settles exactly once. Each call is one database transaction:
 * the round row is locked and changed only from the version read, and the ledger's unique
 * (kind, reference) lets a round's stake and payout move once each, whatever races.
 */
export class SinglePlayerGameService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** The currency a visitor's demo play uses: the default country's. */
  async visitorCurrency(): Promise<string> {
    const site = await this.site.get();
    const country = site.countries.find((item) => item.id === site.defaultCountryId) ?? site.countries[0];
    return country?.currencyId ?? (await this.site.currency('')).id;
  }

  async terms(gameId: string, currencyId: string): Promise<GameTerms> {
    const game = await findGame(this.db, gameId);
    const limits = game && (await findLimits(this.db, gameId, currencyId));
    if (!game || !game.enabled || !limits) throw new ApiError('GAME_NOT_FOUND');
    const { decimalLength } = await this.site.currency(currencyId);
    const major = (minor: bigint) => minorToNumber(minor, decimalLength);
    return {
      id: game.id,
      rtp: game.rtpBasisPoints / 100,
      minBet: major(limits.minBetMinor),
      maxBet: major(limits.maxBetMinor),
      maxWin: major(limits.maxWinMinor),
      defaultBet: major(limits.defaultBetMinor),
      quickChips: [1n, 2n, 5n, 10n].map((factor) => major(limits.defaultBetMinor * factor)),
      maintenance: game.maintenance,
      currencyId,
    };
  }

  /** POST /api/game/bet: checks the game, options and stake, takes the stake and deals the round. */
  async bet(
    actor: GameActor,
    request: {
      gameId: GameId;
      model: Record<string, unknown>;
      demo: boolean;
      requestId?: string | undefined;
    },
  ): Promise<{ bet: BetView; balance: number }> {
    if (!request.demo && actor.userId === null) throw new ApiError('LOGIN_REQUIRED');
    const engine = engineOf(request.gameId);
    const game = await findGame(this.db, request.gameId);
    if (!game || !game.enabled) throw new ApiError('GAME_NOT_FOUND');
    if (game.maintenance) throw new ApiError('GAME_MAINTENANCE');
    const limits = await findLimits(this.db, game.id, actor.currencyId);
    if (!limits) throw new ApiError('GAME_NOT_FOUND');
    const params = engine.parseParams(request.model);
    if (!params.ok) {
      throw new ApiError('GAME_OPTIONS_INVALID', { extra: { field: 'model', reason: params.reason } });
    }
    const { decimalLength } = await this.site.currency(actor.currencyId);
    const amount = parseAmount(request.model.betAmount, decimalLength);
    if (!amount.ok || amount.minor === 0n) {
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'betAmount', reason: 'AMOUNT_INVALID' } });
    }
    const stake = amount.minor as bigint;
    if (stake < limits.minBetMinor) throw new ApiError('AMOUNT_BELOW_MINIMUM');
    if (stake > limits.maxBetMinor) throw new ApiError('AMOUNT_ABOVE_MAXIMUM');

    const deal = async (tx: Db) => {
      // An empty wallet gets the recharge notice (spec §8 -100); a short one a plain refusal later.
      if (
        !request.demo &&
        actor.userId !== null &&
        (await cashBalance(tx, actor.userId, actor.currencyId)) === 0n
      ) {
        throw new ApiError('RECHARGE_REQUIRED');
      }
      if ((await openRounds(tx, actor.owner, request.demo)).some((round) => round.gameId === game.id)) {
        throw new ApiError('ROUND_IN_PROGRESS');
      }
      const { seed, nonce } = await takeNonce(tx, actor.owner);
      const floats = fairFloats(
        { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
        engine.floatCount(params.value),
      );
      const round = await insertRound(tx, {
        owner: actor.owner,
        userId: actor.userId,
        gameId: game.id,
        demo: request.demo,
        currencyId: actor.currencyId,
        stakeMinor: stake,
        rtpBasisPoints: game.rtpBasisPoints,
        maxWinMinor: limits.maxWinMinor,
        params: params.value,
        state: engine.start(params.value, floats),
        status: 'OPEN',
        seedId: seed.id,
        nonce,
      });
      const balanceMinor = request.demo
        ? await this.takeDemoStake(tx, actor, stake, decimalLength)
        : await this.takeStake(tx, actor, round);
      // The currency's decimals are passed in: inside a transaction only `tx` may be used (see db/client.ts).
      return {
        bet: await this.view(tx, round, decimalLength),
        balance: minorToNumber(balanceMinor, decimalLength),
      };
    };

    try {
      return request.requestId
        ? await once(this.db, `game_bet:${actor.owner}`, request.requestId, request, deal)
        : await this.db.transaction(deal);
    } catch (error) {
      // Two first bets racing for the one open round a game allows: the loser is told plainly.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('ROUND_IN_PROGRESS');
      throw error;
    }
  }

  /** POST /api/game/{game}/play: one move; a loss or a completed round settles it. */
  async play(
    actor: GameActor,
    gameId: GameId,
    id: number,
    spot: number,
  ): Promise<{ bet: BetView; balance?: number }> {
    const settled = await this.db.transaction(async (tx) => {
      const round = await this.openRoundOf(tx, actor, gameId, id);
      const engine = engineOf(round.gameId);
      const moved = engine.play(round.state, spot);
      if (!moved.ok) throw new ApiError('MOVE_INVALID', { extra: { field: 'spot', reason: moved.reason } });
      const { state, result } = moved.value;
      if (result === 'continue') {
        const advanced = await advanceRound(tx, round, state);
        if (!advanced) throw new ApiError('ROUND_FINISHED');
        return { round: advanced, balanceMinor: undefined };
      }
      const payout = result === 'lost' ? 0n : this.payout(round, engine, state);
      return this.settle(tx, round, state, payout);
    });
    return this.answer(settled);
  }

  /** POST /api/game/{game}/cash_out: takes the current multiplier, after at least one survived step. */
  async cashOut(actor: GameActor, gameId: GameId, id: number): Promise<{ bet: BetView; balance?: number }> {
    const settled = await this.db.transaction(async (tx) => {
      const round = await this.openRoundOf(tx, actor, gameId, id);
      const engine = engineOf(round.gameId);
      if (!engine.cashOut || engine.steps(round.state) < 1) throw new ApiError('CASH_OUT_NOT_ALLOWED');
      return this.settle(tx, round, round.state, this.payout(round, engine, round.state));
    });
    return this.answer(settled);
  }

  /**
   * POST /api/game/finish_hold: ends an open round the way the player would be least surprised by: a
   * round with progress and a cash-out is cashed out; a round without a move yet is refunded (nothing of
   * its outcome was shown); a scratch ticket is revealed; a thimbles chain in progress is forfeited.
   */
  async finishHold(actor: GameActor, id: number): Promise<{ bet: BetView; balance?: number }> {
    const settled = await this.db.transaction(async (tx) => {
      const round = await lockRound(tx, actor.owner, id);
      if (!round) throw new ApiError('BET_NOT_FOUND');
      if (round.status !== 'OPEN') throw new ApiError('ROUND_FINISHED');
      return this.finish(tx, round);
    });
    return this.answer(settled);
  }

  /** POST /api/game/finish_all_my_hold: finish_hold for every open round of the player, each on its own. */
  async finishAllMyHold(actor: GameActor): Promise<{ list: BetView[] }> {
    const list: BetView[] = [];
    for (const open of await openRounds(this.db, actor.owner)) {
      const settled = await this.db.transaction(async (tx) => {
        const round = await lockRound(tx, actor.owner, open.id);
        return round?.status === 'OPEN' ? this.finish(tx, round) : undefined;
      });
      if (settled) list.push((await this.answer(settled)).bet);
    }
    return { list };
  }

  /** POST /api/game/bet_result: the bet, PENDING while its round is open. */
  async result(actor: GameActor, id: number): Promise<BetView> {
    const round = await findRound(this.db, actor.owner, id);
    if (!round) throw new ApiError('BET_NOT_FOUND');
    return this.view(this.db, round);
  }

  /** POST /api/game/bets: the player's open rounds, so a reloaded page can resume them. */
  async openBets(actor: GameActor): Promise<BetView[]> {
    const rounds = await openRounds(this.db, actor.owner);
    const seeds = seedCache(this.db);
    return Promise.all(rounds.map((round) => this.view(this.db, round, undefined, seeds)));
  }

  /** POST /api/game/bet_record: the player's rounds, newest first. */
  async record(
    actor: GameActor,
    filter: { pageNo: number; pageSize: number; gameId?: string | undefined; demo: boolean },
  ) {
    const { rows, total } = await roundPage(this.db, actor.owner, filter);
    // A page of rounds mostly shares one or two seed pairs: each is read once.
    const seeds = seedCache(this.db);
    const content = await Promise.all(rows.map((round) => this.view(this.db, round, undefined, seeds)));
    return { content, pageNo: filter.pageNo, pageSize: filter.pageSize, total };
  }

  cashBalanceOf(userId: number, currencyId: string): Promise<bigint> {
    return cashBalance(this.db, userId, currencyId);
  }

  async demoWallet(actor: GameActor) {
    const { decimalLength } = await this.site.currency(actor.currencyId);
    const wallet = await demoBalance(
      this.db,
      actor.owner,
      actor.currencyId,
      DEMO_START_MAJOR * 10n ** BigInt(decimalLength),
    );
    return { balance: minorToNumber(wallet.balanceMinor, decimalLength), currencyId: wallet.currencyId };
  }

  /** Refills the demo balance to its starting amount. */
  async resetDemoWallet(actor: GameActor) {
    const { decimalLength } = await this.site.currency(actor.currencyId);
    await resetDemoBalance(
      this.db,
      actor.owner,
      actor.currencyId,
      DEMO_START_MAJOR * 10n ** BigInt(decimalLength),
    );
    return this.demoWallet(actor);
  }

  async seeds(actor: GameActor) {
    const seed = await activeSeed(this.db, actor.owner);
    return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
  }

  /** Reveals the active server seed and starts a new pair; never while a round is open (DESIGN §4). */
  async rotateSeeds(actor: GameActor, clientSeed?: string) {
    return this.db.transaction(async (tx) => {
      if ((await openRoundCount(tx, actor.owner)) > 0) throw new ApiError('ROUND_IN_PROGRESS');
      const current = await activeSeed(tx, actor.owner);
      const { revealed, active } = await rotateSeed(tx, actor.owner, clientSeed ?? current.clientSeed);
      return {
        revealed: revealedView(revealed),
        active: {
          serverSeedHash: active.serverSeedHash,
          clientSeed: active.clientSeed,
          nonce: active.nextNonce,
        },
      };
    });
  }

  async revealed(actor: GameActor, pageNo: number, pageSize: number): Promise<RevealedSeed[]> {
    return (await revealedSeeds(this.db, actor.owner, pageNo, pageSize)).map(revealedView);
  }

  private async openRoundOf(tx: Db, actor: GameActor, gameId: GameId, id: number): Promise<RoundRow> {
    const round = await lockRound(tx, actor.owner, id);
    if (!round || round.gameId !== gameId) throw new ApiError('BET_NOT_FOUND');
    if (round.status !== 'OPEN') throw new ApiError('ROUND_FINISHED');
    return round;
  }

  private finish(tx: Db, round: RoundRow): Promise<Settled> {
    const engine = engineOf(round.gameId);
    if (round.gameId === 'scratch') {
      const moved = engine.play(round.state, 0);
      if (!moved.ok) throw new ApiError('ROUND_FINISHED');
      const { state, result } = moved.value;
      return this.settle(tx, round, state, result === 'lost' ? 0n : this.payout(round, engine, state));
    }
    const steps = engine.steps(round.state);
    if (steps === 0) return this.settle(tx, round, round.state, round.stakeMinor);
    if (engine.cashOut) return this.settle(tx, round, round.state, this.payout(round, engine, round.state));
    return this.settle(tx, round, round.state, 0n);
  }

  /** The stake times the current multiplier, with the profit capped at the game's max win. */
  private payout(round: RoundRow, engine: GameEngine<unknown, unknown>, state: unknown): bigint {
    const payout = payoutOf(round.stakeMinor, engine.multiplier(state, round.rtpBasisPoints));
    const cap = round.stakeMinor + round.maxWinMinor;
    return payout > cap ? cap : payout;
  }

  private async settle(tx: Db, round: RoundRow, state: unknown, payoutMinor: bigint): Promise<Settled> {
    const settled = await settleRound(tx, round, {
      status: payoutMinor > 0n ? 'WIN' : 'LOSE',
      payoutMinor,
      state,
    });
    if (!settled) throw new ApiError('ROUND_FINISHED');
    if (round.demo) {
      const wallet = await moveDemoBalance(tx, round.owner, payoutMinor);
      return { round: settled, balanceMinor: wallet?.balanceMinor };
    }
    const userId = round.userId;
    if (userId === null) throw new Error(`real-money round ${round.id} has no player`);
    await reduceWagering(tx, userId, round.stakeMinor);
    if (payoutMinor === 0n) return { round: settled, balanceMinor: undefined };
    const cash = await playerAccountId(tx, userId, 'cash', round.currencyId);
    const { balances } = await postLedger(tx, {
      kind: 'bet_payout',
      reference: `round:${round.id}`,
      userId,
      currencyId: round.currencyId,
      details: { gameId: round.gameId },
      lines: [
        { accountId: cash, amountMinor: payoutMinor },
        { accountId: await houseAccountId(tx, 'house', round.currencyId), amountMinor: -payoutMinor },
      ],
    });
    return { round: settled, balanceMinor: balances.get(cash) };
  }

  private async takeStake(tx: Db, actor: GameActor, round: RoundRow): Promise<bigint> {
    const userId = actor.userId;
    if (userId === null) throw new ApiError('LOGIN_REQUIRED');
    const cash = await playerAccountId(tx, userId, 'cash', round.currencyId);
    const { balances } = await postLedger(tx, {
      kind: 'bet_stake',
      reference: `round:${round.id}`,
      userId,
      currencyId: round.currencyId,
      details: { gameId: round.gameId },
      lines: [
        { accountId: cash, amountMinor: -round.stakeMinor },
        { accountId: await houseAccountId(tx, 'house', round.currencyId), amountMinor: round.stakeMinor },
      ],
    });
    return balances.get(cash) ?? 0n;
  }

  private async takeDemoStake(
    tx: Db,
    actor: GameActor,
    stake: bigint,
    decimalLength: number,
  ): Promise<bigint> {
    await demoBalance(tx, actor.owner, actor.currencyId, DEMO_START_MAJOR * 10n ** BigInt(decimalLength));
    const wallet = await moveDemoBalance(tx, actor.owner, -stake);
    if (!wallet) throw new ApiError('INSUFFICIENT_BALANCE');
    return wallet.balanceMinor;
  }

  /** After the transaction: the answer, and the `bet` and `balance` pushes of a settled round. */
  private async answer({ round, balanceMinor }: Settled): Promise<{ bet: BetView; balance?: number }> {
    const bet = await this.view(this.db, round);
    const { decimalLength } = await this.site.currency(round.currencyId);
    const balance = balanceMinor === undefined ? undefined : minorToNumber(balanceMinor, decimalLength);
    if (round.status !== 'OPEN' && round.userId !== null && !round.demo) {
      this.publisher.toUser(round.userId, SOCKET_EVENTS.bet, { type: 'bet', userId: round.userId, bet });
      if (balance !== undefined) {
        this.publisher.toUser(round.userId, SOCKET_EVENTS.balance, {
          type: 'balance',
          userId: round.userId,
          balance,
        });
      }
    }
    return balance === undefined ? { bet } : { bet, balance };
  }

  private async view(
    db: Db,
    round: RoundRow,
    knownDecimals?: number,
    seeds: (id: number) => ReturnType<typeof seedById> = (id) => seedById(db, id),
  ): Promise<BetView> {
    const engine = engineOf(round.gameId);
    const decimalLength = knownDecimals ?? (await this.site.currency(round.currencyId)).decimalLength;
    const seed = await seeds(round.seedId);
    if (!seed) throw new Error(`round ${round.id} has no seed pair`);
    const open = round.status === 'OPEN';
    const payout = round.payoutMinor ?? 0n;
    const current = open ? engine.multiplier(round.state, round.rtpBasisPoints) : undefined;
    const next = open ? engine.nextMultiplier(round.state, round.rtpBasisPoints) : null;
    return {
      id: round.id,
      gameId: round.gameId,
      demo: round.demo,
      result: open ? 'PENDING' : round.status === 'WIN' ? 'WIN' : 'LOSE',
      win: round.status === 'WIN',
      betAmount: minorToNumber(round.stakeMinor, decimalLength),
      winAmount: minorToNumber(payout, decimalLength),
      currencyId: round.currencyId,
      multiplier: current
        ? engine.steps(round.state) > 0
          ? shownMultiplier(current)
          : 0
        : Number((payout * 100n) / round.stakeMinor) / 100,
      nextMultiplier: next ? shownMultiplier(next) : null,
      steps: engine.steps(round.state),
      canCashOut: open && engine.cashOut && engine.steps(round.state) > 0,
      state: engine.view(round.state, !open),
      fairness: {
        serverSeedHash: seed.serverSeedHash,
        serverSeed: seed.revealedAt ? seed.serverSeed : null,
        clientSeed: seed.clientSeed,
        nonce: round.nonce,
      },
      createdAt: round.createdAt.getTime(),
      settledAt: round.settledAt?.getTime() ?? null,
    };
  }
}

function engineOf(gameId: string): GameEngine<unknown, unknown> {
  const engine = ENGINES[gameId];
  if (!engine) throw new ApiError('GAME_NOT_FOUND');
  return engine;
}

function revealedView(seed: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  revealedAt: Date | null;
}): RevealedSeed {
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonces: seed.nextNonce,
    revealedAt: seed.revealedAt?.getTime() ?? 0,
  };
}

/** Reads each seed pair once for a list of rounds. */
function seedCache(db: Db): (id: number) => ReturnType<typeof seedById> {
  const read = new Map<number, ReturnType<typeof seedById>>();
  return (id) => {
    let seed = read.get(id);
    if (!seed) {
      seed = seedById(db, id);
      read.set(id, seed);
    }
    return seed;
  };
}
