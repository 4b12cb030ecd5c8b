import type { BetView } from '@casino/contracts';
import { fairFloats, minorToNumber, type SinglePlayerGameId } from '@casino/game-math';

import { inStatement, inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { canonical, hashParams, storedAnswer } from '../wallet/index.ts';
import type { BetAdmission } from './bet-admission.ts';
import { dealRound, readySeed, type BetRecord, type DealingSeed, type StakeMoney } from './deal.repo.ts';
import type { DealingSeeds } from './dealing-seeds.ts';
import { openActiveSeed } from './fairness.repo.ts';
import { demoStartMinor, type GameActor } from './game-actor.ts';
import type { OpenRoundCache } from './round-cache.ts';
import { engineOf, presentBet } from './rounds.presenter.ts';
import type { RoundRow } from './rounds.repo.ts';
import { GAMES_LEDGER } from './games.ledger.ts';

/** POST /api/game/bet as the routes hand it over. */
export interface BetRequest {
  gameId: SinglePlayerGameId;
  model: Record<string, unknown>;
  demo: boolean;
  requestId?: string | undefined;
}

type BetAnswer = { bet: BetView; balance: number };

/** Deals tried before giving up when the nonce keeps moving on (other bets of the same owner racing). */
const DEAL_ATTEMPTS = 3;

/**
 * Opening a single-player round (POST /api/game/bet): admission (game, maintenance, options, stake
 * limits), then one statement that takes the next nonce of the player's seed pair (only if it is still the
 * one the outcome was dealt from), opens the round, takes the stake (through the cashier's posting, or from
 * the demo balance) and records the first answer for the bet's retries. The next nonce is known from this
 * process's last deal; when that was stale the statement writes nothing and the pair is read again.
 * One open round per game and mode: a second bet is ROUND_IN_PROGRESS.
 */
export class RoundBets {
  constructor(
    private readonly db: Db,
    private readonly admission: BetAdmission,
    private readonly cashier: Cashier,
    private readonly rounds: OpenRoundCache,
    private readonly seeds: DealingSeeds,
  ) {}

  async bet(actor: GameActor, request: BetRequest): Promise<BetAnswer> {
    const { demo } = request;
    if (!demo && actor.userId === null) throw new ApiError('LOGIN_REQUIRED');
    const engine = engineOf(request.gameId);
    const admitted = await this.admission.admit(request.gameId, actor.currencyId, request.model.betAmount);
    const params = engine.parseParams(request.model);
    if (!params.ok) {
      throw new ApiError('GAME_OPTIONS_INVALID', { extra: { field: 'model', reason: params.reason } });
    }
    const { game, limits, stakeMinor, decimalLength } = admitted;
    const wallet =
      demo || actor.userId === null
        ? undefined
        : await this.cashier.wallet(this.db, actor.userId, actor.currencyId);
    const scope = `game_bet:${actor.owner}`;

    for (let attempt = 0; attempt < DEAL_ATTEMPTS; attempt += 1) {
      const seed = this.seeds.get(actor.owner) ?? (await this.readSeed(actor.owner));
      const floats = fairFloats(
        { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce },
        engine.floatCount(params.value),
      );
      const round: RoundRow = {
        id: seed.roundId,
        owner: actor.owner,
        userId: actor.userId,
        gameId: game.id,
        demo,
        currencyId: actor.currencyId,
        stakeMinor,
        payoutMinor: null,
        rtpBasisPoints: game.rtpBasisPoints,
        maxWinMinor: limits.maxWinMinor,
        params: params.value,
        state: engine.start(params.value, floats),
        status: 'OPEN',
        seedId: seed.id,
        nonce: seed.nonce,
        version: 0,
        createdAt: new Date(),
        settledAt: null,
      };
      const roundSeed = { ...seed, serverSeed: null };
      const bet = presentBet(round, roundSeed, decimalLength);
      const record: BetRecord | undefined = request.requestId
        ? {
            scope,
            key: request.requestId,
            requestHash: hashParams(request),
            answer: canonical({ bet, balance: 0 }),
            decimalLength,
          }
        : undefined;
      const money = this.stakeMoney(wallet, round, decimalLength);
      let dealt;
      try {
        // A player with limits on play is checked and locked in the transaction that takes the stake.
        dealt =
          wallet && (await this.cashier.stakeNeedsTransaction(this.db, wallet))
            ? await inTransaction(this.db, async (tx) => {
                await this.cashier.admitStake(tx, wallet, round.stakeMinor);
                return dealRound(tx, seed, round, money, record);
              })
            : await inStatement(this.db, (tx) => dealRound(tx, seed, round, money, record));
      } catch (error) {
        // A retry of a bet that was placed gets its first answer, whatever this attempt ran into.
        const first = request.requestId
          ? await storedAnswer<BetAnswer>(this.db, scope, request.requestId, request)
          : undefined;
        if (first) return first;
        // Two bets racing for the one open round a game allows: the loser is told plainly.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('ROUND_IN_PROGRESS');
        // An empty wallet gets the recharge notice (spec §8 -100); an empty demo balance is just short.
        throw this.cashier.refusal(error, wallet ? 'RECHARGE_REQUIRED' : 'INSUFFICIENT_BALANCE') ?? error;
      }
      if (!dealt) {
        // The nonce had moved on (another bet of this owner, a rotation): read the pair again.
        this.seeds.forget(actor.owner);
        continue;
      }
      this.seeds.put(actor.owner, { ...seed, nonce: seed.nonce + 1, roundId: dealt.nextRoundId });
      this.rounds.put(dealt.round, roundSeed);
      return { bet, balance: minorToNumber(dealt.balanceMinor, decimalLength) };
    }
    throw new ApiError('ROUND_IN_PROGRESS');
  }

  /** The stake as the deal takes it: the cashier's posting for money, the demo balance otherwise. */
  private stakeMoney(wallet: Wallet | undefined, round: RoundRow, decimalLength: number): StakeMoney {
    if (!wallet) return { kind: 'demo', initialMinor: demoStartMinor(decimalLength) };
    return {
      kind: 'post',
      call: this.cashier.stakeCall(wallet, {
        kind: GAMES_LEDGER.kind.bet_stake,
        reference: `round:${round.id}`,
        amountMinor: round.stakeMinor,
        details: { gameId: round.gameId },
      }),
    };
  }

  /** The owner's pair as it deals next (opened on the owner's first bet), with a round id reserved. */
  private async readSeed(owner: string): Promise<DealingSeed> {
    const ready = await readySeed(this.db, owner);
    if (ready) return ready;
    await inTransaction(this.db, (tx) => openActiveSeed(tx, owner));
    const opened = await readySeed(this.db, owner);
    if (!opened) throw new Error(`no active seed pair for ${owner}`);
    return opened;
  }
}
