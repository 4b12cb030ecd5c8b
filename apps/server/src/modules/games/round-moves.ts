import { SOCKET_EVENTS, STATUS, type BetView } from '@casino/contracts';
import { minorToNumber, type SinglePlayerGameId } from '@casino/game-math';

import { inStatement, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import type { GameActor } from './game-actor.ts';
import { engineOf, presentBet } from './rounds.presenter.ts';
import type { OpenRoundCache } from './round-cache.ts';
import { advanceRound, findSeededRound, openRounds, type SeededRound } from './rounds.repo.ts';
import { payoutNow } from './round-payout.ts';
import { heldOutcome, settleHeldRound, type HeldRound, type SettledRound } from './round-settlement.ts';

/** What a move decided: advance the round to a new state, or settle it. */
type Move = { advance: unknown } | { settle: { state: unknown; payoutMinor: bigint; voided?: boolean } };

/** What a move answers: the bet, and the balance when money moved. */
export interface MoveAnswer {
  bet: BetView;
  balance?: number;
}

/**
 * The moves of an open single-player round: a step (`play`), a cash-out, and finishing held rounds. Each
 * reads the round with its seed pair, asks the pure engine, and writes in one transaction guarded by the
 * version it read, so two racing moves cannot both count; a round settles exactly once.
 */
export class RoundMoves {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly cashier: Cashier,
    private readonly publisher: RealtimePublisher,
    private readonly cache: OpenRoundCache,
  ) {}

  /** POST /api/game/{game}/play: one move; a loss or a completed round settles it. */
  play(actor: GameActor, gameId: SinglePlayerGameId, id: number, spot: number): Promise<MoveAnswer> {
    return this.move(actor, id, gameId, (held) => {
      const engine = engineOf(held.round.gameId);
      const moved = engine.play(held.round.state, spot);
      if (!moved.ok) throw new ApiError('MOVE_INVALID', { extra: { field: 'spot', reason: moved.reason } });
      const { state, result } = moved.value;
      if (result === 'continue') return { advance: state };
      return {
        settle: { state, payoutMinor: result === 'lost' ? 0n : payoutNow(held.round, engine, state) },
      };
    });
  }

  /** POST /api/game/{game}/cash_out: takes the current multiplier, after at least one survived step. */
  cashOut(actor: GameActor, gameId: SinglePlayerGameId, id: number): Promise<MoveAnswer> {
    return this.move(actor, id, gameId, ({ round }) => {
      const engine = engineOf(round.gameId);
      if (!engine.cashOut || engine.steps(round.state) < 1) throw new ApiError('CASH_OUT_NOT_ALLOWED');
      return { settle: { state: round.state, payoutMinor: payoutNow(round, engine, round.state) } };
    });
  }

  /** POST /api/game/finish_hold: ends one open round (see `heldOutcome`). */
  finishHold(actor: GameActor, id: number): Promise<MoveAnswer> {
    return this.move(actor, id, undefined, ({ round }) => ({ settle: heldOutcome(round) }));
  }

  /** POST /api/game/finish_all_my_hold: finish_hold for every open round of the player, each on its own. */
  async finishAllMyHold(actor: GameActor): Promise<{ list: BetView[] }> {
    const list: BetView[] = [];
    for (const open of await openRounds(this.db, actor.owner)) {
      try {
        list.push((await this.finishHold(actor, open.id)).bet);
      } catch (error) {
        // Finished meanwhile by another call: nothing left to do for it.
        if (!(error instanceof ApiError && error.status === STATUS.ROUND_FINISHED)) throw error;
      }
    }
    return { list };
  }

  /**
   * One move, written in one statement guarded by the version read. The round comes from the cache of
   * open rounds when this process knows it; when that copy was stale (the guarded write finds nothing, or
   * the rules refuse what the copy shows), the move is decided again once from the database.
   */
  private async move(
    actor: GameActor,
    id: number,
    gameId: SinglePlayerGameId | undefined,
    decide: (held: HeldRound) => Move,
  ): Promise<MoveAnswer> {
    const cached = this.cache.get(actor.owner, id);
    if (cached) {
      try {
        const answer = await this.apply(await this.hold(cached, actor, gameId), decide);
        if (answer) return answer;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
      this.cache.forget(actor.owner, id);
    }
    const found = await findSeededRound(this.db, actor.owner, id);
    if (!found) throw new ApiError('BET_NOT_FOUND');
    const answer = await this.apply(await this.hold(found, actor, gameId), decide);
    if (!answer) throw new ApiError('ROUND_FINISHED');
    return answer;
  }

  /** Writes the decided move; undefined when the round was no longer at the version read. */
  private async apply(held: HeldRound, decide: (held: HeldRound) => Move): Promise<MoveAnswer | undefined> {
    const move = decide(held);
    if ('advance' in move) {
      const advanced = await inStatement(this.db, (tx) => advanceRound(tx, held.round, move.advance));
      if (!advanced) return undefined;
      this.cache.put(advanced, held.seed);
      return { bet: presentBet(advanced, held.seed, held.decimalLength) };
    }
    const settled = await inStatement(this.db, (tx) => settleHeldRound(tx, this.cashier, held, move.settle));
    if (!settled) return undefined;
    this.cache.forget(held.round.owner, held.round.id);
    return this.answer(held, settled);
  }

  /** An open round with what settling it needs: its seed, the currency's decimals, the wallet. */
  private async hold(
    { round, seed }: SeededRound,
    actor: GameActor,
    gameId: SinglePlayerGameId | undefined,
  ): Promise<HeldRound> {
    if (round.owner !== actor.owner || (gameId !== undefined && round.gameId !== gameId)) {
      throw new ApiError('BET_NOT_FOUND');
    }
    if (round.status !== 'OPEN') throw new ApiError('ROUND_FINISHED');
    const [{ decimalLength }, wallet] = await Promise.all([
      this.site.currency(round.currencyId),
      round.demo || round.userId === null
        ? undefined
        : this.cashier.wallet(this.db, round.userId, round.currencyId),
    ]);
    return { round, seed, decimalLength, wallet };
  }

  /** After the commit: the answer, and the `bet` and `balance` pushes of a settled real-money round. */
  private answer(held: HeldRound, { round, balanceMinor }: SettledRound): MoveAnswer {
    const bet = presentBet(round, held.seed, held.decimalLength);
    const balance = balanceMinor === undefined ? undefined : minorToNumber(balanceMinor, held.decimalLength);
    if (round.userId !== null && !round.demo) {
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
}
