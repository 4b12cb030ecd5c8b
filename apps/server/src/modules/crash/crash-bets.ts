import { SOCKET_EVENTS, type CrashBetView, type CrashGameId } from '@casino/contracts';
import { minorToNumber, multiplierAt } from '@casino/game-math';

import { inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db, type Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { BetAdmission } from '../games/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { once } from '../wallet/index.ts';
import type { CrashFeed } from './crash-feed.ts';
import { payOutBet } from './crash-settlement.ts';
import { insertBet, playerBet, playerNames } from './crash-bets.repo.ts';
import { shareLatestRound } from './crash-rounds.repo.ts';
import { presentCrashBet, publicName } from './crash.presenter.ts';
import { CRASH_LEDGER } from './crash.ledger.ts';

export interface CrashPlayer {
  id: number;
  currencyId: string;
}

/** Bet slots per player and round: aviator has two independent ones, crash one. */
const SLOTS: Record<CrashGameId, number> = { crash: 1, aviator: 2 };

/** What a live crash game's parts work with: the database, the site, admission, money, pushes and the feed. */
export interface CrashParts {
  db: Db;
  site: SiteService;
  admission: BetAdmission;
  cashier: Cashier;
  publisher: RealtimePublisher;
  feed: CrashFeed;
}

/**
 * What players do on a live crash game: bet on the round taking bets (or queue for the next one while a
 * round flies) and cash out by hand at the server's multiplier. Both share-lock the round, so the loop's
 * take-off and crash wait for them and a bet never lands on a round that has left.
 */
export class CrashBets {
  constructor(
    private readonly deps: CrashParts,
    private readonly gameId: CrashGameId,
    private readonly now: () => number,
  ) {}

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
    const { db, admission, cashier } = this.deps;
    const { limits, stakeMinor, decimalLength } = await admission.admit(
      this.gameId,
      player.currencyId,
      request.betAmount,
    );
    // The max win caps every bet: without a target, or with a higher one, it cashes out at the cap.
    const cap = Number(((stakeMinor + limits.maxWinMinor) * 100n) / stakeMinor);
    const wanted = request.autoCashOut === undefined ? cap : Math.round(request.autoCashOut * 100);
    const autoCashOut = Math.min(wanted, cap);
    const [wallet, names] = await Promise.all([
      cashier.wallet(db, player.id, player.currencyId),
      playerNames(db, [player.id]),
    ]);
    const name = publicName(names.get(player.id));
    const gameId = this.gameId;

    const place = async (tx: Tx) => {
      const round = await shareLatestRound(tx, gameId);
      const taking = round?.status === 'BETTING';
      const bet = await insertBet(tx, {
        gameId,
        roundId: taking ? round.id : null,
        userId: player.id,
        slot: request.slot,
        currencyId: player.currencyId,
        stakeMinor,
        autoCashOut,
        status: taking ? 'OPEN' : 'QUEUED',
      });
      const balanceMinor = await cashier.stake(tx, wallet, {
        kind: CRASH_LEDGER.kind.crash_stake,
        reference: `crashbet:${bet.id}`,
        amountMinor: stakeMinor,
        details: { gameId },
      });
      return {
        bet: presentCrashBet(bet, name, decimalLength, taking ? round.number : null),
        balance: minorToNumber(balanceMinor, decimalLength),
      };
    };

    let answer: { bet: CrashBetView; balance: number };
    try {
      answer = request.requestId
        ? await once(db, `crash_bet:${player.id}`, request.requestId, { ...request, gameId }, place)
        : await inTransaction(db, place);
    } catch (error) {
      // One bet per slot and round (or in the queue): the second is refused plainly.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('ROUND_IN_PROGRESS');
      throw error;
    }
    this.deps.feed.tell(SOCKET_EVENTS.bet, [answer.bet]);
    this.deps.publisher.toUser(player.id, SOCKET_EVENTS.balance, {
      type: 'balance',
      userId: player.id,
      balance: answer.balance,
    });
    return answer;
  }

  /** POST /api/game/{crash|aviator}/stop: cashes out at the server's multiplier, only before the crash. */
  async stop(player: CrashPlayer, slot: number, now = this.now()): Promise<{ bet: CrashBetView }> {
    const { db, site, cashier } = this.deps;
    const gameId = this.gameId;
    // Before the transaction: the wallet the payout posts to (cached, so the payout finds it) and the
    // currency's decimals.
    const [, { decimalLength }] = await Promise.all([
      cashier.wallet(db, player.id, player.currencyId),
      site.currency(player.currencyId),
    ]);
    const { paid, roundNumber } = await inTransaction(db, async (tx) => {
      const round = await shareLatestRound(tx, gameId);
      if (!round) throw new ApiError('BET_NOT_FOUND');
      const bet = await playerBet(tx, gameId, player.id, slot, round.id);
      if (!bet) throw new ApiError('BET_NOT_FOUND');
      if (round.status === 'BETTING') throw new ApiError('CASH_OUT_NOT_ALLOWED');
      if (bet.status !== 'OPEN' || round.status !== 'FLYING') throw new ApiError('ROUND_FINISHED');
      const at = multiplierAt(now - (round.startedAt?.getTime() ?? now));
      // At or past the crash point the round has crashed, whether or not the loop has said so yet.
      if (at >= round.crashPoint) throw new ApiError('ROUND_FINISHED');
      const settled = await payOutBet(tx, cashier, bet, Math.min(at, bet.autoCashOut ?? at));
      if (!settled) throw new ApiError('ROUND_FINISHED');
      return { paid: settled, roundNumber: round.number };
    });
    const names = await playerNames(db, [player.id]);
    const view = presentCrashBet(paid.bet, publicName(names.get(player.id)), decimalLength, roundNumber);
    this.deps.feed.tell(SOCKET_EVENTS.betWin, [view]);
    this.deps.publisher.toUser(player.id, SOCKET_EVENTS.balance, {
      type: 'balance',
      userId: player.id,
      balance: minorToNumber(paid.cashMinor, decimalLength),
    });
    return { bet: view };
  }
}
