import {
  LOTTERY_SOCKET_TYPES,
  SOCKET_EVENTS,
  lotteryRoomModule,
  type LotteryBetView,
  type LotteryChatMessage,
  type LotteryGameId,
  type LotterySelection,
} from '@casino/contracts';
import { crashPayout, exactRtp, isValidSelection, maxPaidHundredths, minorToNumber } from '@casino/game-math';

import { inTransaction, type Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { BetAdmission } from '../games/index.ts';
import { once } from '../wallet/index.ts';
import type { LotteryParts } from './lottery-draws.ts';
import { presentLotteryBet, presentMessage } from './lottery.presenter.ts';
import {
  addTermLiability,
  betById,
  insertBet,
  insertMessage,
  lockTerm,
  messageById,
  playerFaces,
  roomById,
  termById,
  termLiability,
} from './lottery.repo.ts';
import { LOTTERY_LEDGER } from './lottery.ledger.ts';

/**
 * A term may owe at most this many times the game's max win per bet, per currency (issue 34): its liability,
 * the sum of its accepted bets' best payouts (hedged bets counted fully), never passes
 * `maxWinMinor × TERM_LIABILITY_CAP_FACTOR`; a bet that would pass it is refused (AMOUNT_ABOVE_MAXIMUM,
 * reason TERM_LIABILITY). The lottery's counterpart of crash's ROUND_PROFIT_CAP_FACTOR, which caps a round's
 * profit; this one caps gross payouts (stakes included), as every bet of a term may still win at the draw.
 */
export const TERM_LIABILITY_CAP_FACTOR = 20n;

/** Each selection's exact RTP in basis points, enumerated once (5D enumerates 100 000 outcomes). */
const RTP_OF_SELECTION = new Map<string, number>();

function selectionRtp(gameId: LotteryGameId, selection: LotterySelection): number {
  const key = `${gameId}:${selection.kind}:${selection.pick.join(',')}`;
  let rtp = RTP_OF_SELECTION.get(key);
  if (rtp === undefined) {
    rtp = Math.round(exactRtp(gameId, selection) * 10_000);
    RTP_OF_SELECTION.set(key, rtp);
  }
  return rtp;
}

/**
 * The refusal of a bet whose best payout would take its term's liability past the cap: `left` is the largest
 * best payout the term still takes in the currency, `maxBet` the largest stake on this selection that fits
 * (absent when not even the minimum bet does: the period is full for it).
 */
function termLiabilityRefusal(
  leftMinor: bigint,
  bestHundredths: number,
  minBetMinor: bigint,
  decimalLength: number,
): ApiError {
  const left = leftMinor > 0n ? leftMinor : 0n;
  // The largest stake s with ⌊s·m/100⌋ ≤ left, i.e. s·m ≤ 100·left + 99.
  const maxBetMinor = (left * 100n + 99n) / BigInt(Math.max(bestHundredths, 1));
  const fits = maxBetMinor >= minBetMinor && maxBetMinor > 0n;
  return new ApiError('AMOUNT_ABOVE_MAXIMUM', {
    message: fits ? 'LOTTERY_TERM_LIABILITY' : 'LOTTERY_TERM_FULL',
    extra: {
      field: 'betAmount',
      reason: 'TERM_LIABILITY',
      left: minorToNumber(left, decimalLength),
      ...(fits ? { maxBet: minorToNumber(maxBetMinor, decimalLength) } : {}),
    },
  });
}

export interface LotteryPlayer {
  id: number;
  currencyId: string;
}

export interface LotteryBetRequest {
  roomId: number;
  termId: number;
  selection: LotterySelection;
  betAmount: unknown;
  share: boolean;
  requestId?: string | undefined;
}

export interface PlacedLotteryBet {
  bet: LotteryBetView;
  balance: number;
  /** The chat line that shares the bet, when asked. */
  message: LotteryChatMessage | null;
}

/**
 * What players do in a lottery room: bet on the open term and follow a shared bet. A bet share-locks its
 * term and is refused unless the term is NEW and the server clock is before its cut-off — checked inside
 * the transaction that writes the bet and takes its stake, so the close (which waits for the lock) takes
 * the digest of exactly the bets accepted. In the same transaction the bet raises its term's liability in
 * its currency (a row lock per term and currency, taken after the term's lock and before the wallet's, in
 * that order by every bet: no deadlock), or is refused when that would pass the cap.
 */
export class LotteryBets {
  constructor(
    private readonly deps: LotteryParts & { admission: BetAdmission },
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /api/lottery/bet. */
  async bet(
    player: LotteryPlayer,
    request: LotteryBetRequest,
    followedBetId: number | null = null,
  ): Promise<PlacedLotteryBet> {
    const { db, admission, cashier } = this.deps;
    const room = await roomById(db, request.roomId);
    if (!room?.enabled) throw new ApiError('NOT_FOUND', { message: 'ROOM_NOT_FOUND' });
    const gameId = room.gameId as LotteryGameId;
    if (!isValidSelection(gameId, request.selection)) {
      throw new ApiError('GAME_OPTIONS_INVALID', {
        extra: { field: 'selection', reason: 'SELECTION_INVALID' },
      });
    }
    const { limits, stakeMinor, decimalLength } = await admission.admit(
      gameId,
      player.currencyId,
      request.betAmount,
    );
    // The game's max win caps every bet: a stake whose best payout would win more is refused plainly.
    const bestHundredths = maxPaidHundredths(gameId, request.selection);
    const bestPayout = crashPayout(stakeMinor, bestHundredths);
    if (bestPayout - stakeMinor > limits.maxWinMinor) {
      // The largest stake whose best payout wins no more than the max win: s·(h − 100)/100 ≤ maxWin.
      const maxStake = (limits.maxWinMinor * 100n) / BigInt(bestHundredths - 100);
      throw new ApiError('AMOUNT_ABOVE_MAXIMUM', {
        message: 'MAX_WIN_EXCEEDED',
        extra: {
          field: 'betAmount',
          reason: 'MAX_WIN',
          maxWin: minorToNumber(limits.maxWinMinor, decimalLength),
          max: minorToNumber(maxStake, decimalLength),
        },
      });
    }
    const liabilityCap = limits.maxWinMinor * TERM_LIABILITY_CAP_FACTOR;
    const [wallet, faces] = await Promise.all([
      cashier.wallet(db, player.id, player.currencyId),
      playerFaces(db, [player.id]),
    ]);
    const face = faces.get(player.id);

    const place = async (tx: Tx): Promise<PlacedLotteryBet> => {
      const term = await lockTerm(tx, request.termId, 'share');
      // The clock is read once the term is locked: a bet that waited for the lock meets the cut-off.
      const now = this.now();
      if (!term || term.gameId !== room.gameId || term.periodSeconds !== room.periodSeconds) {
        throw new ApiError('NOT_FOUND', { message: 'TERM_NOT_FOUND' });
      }
      if (term.status !== 'NEW' || now >= term.closesAt.getTime() || now < term.opensAt.getTime()) {
        throw new ApiError('BETTING_CLOSED', { extra: { closesAt: term.closesAt.getTime() } });
      }
      // The term's liability in this currency takes the bet's best payout, or the bet is refused.
      const liabilityKey = { termId: term.id, currencyId: player.currencyId };
      if ((await addTermLiability(tx, liabilityKey, bestPayout, liabilityCap)) === undefined) {
        const owed = await termLiability(tx, liabilityKey);
        throw termLiabilityRefusal(liabilityCap - owed, bestHundredths, limits.minBetMinor, decimalLength);
      }
      const row = await insertBet(tx, {
        termId: term.id,
        userId: player.id,
        roomId: room.id,
        gameId,
        currencyId: player.currencyId,
        rtpBasisPoints: selectionRtp(gameId, request.selection),
        kind: request.selection.kind,
        pick: request.selection.pick,
        stakeMinor,
        followedBetId,
      });
      const balanceMinor = await cashier.stake(tx, wallet, {
        kind: LOTTERY_LEDGER.kind.lottery_stake,
        reference: `lotterybet:${row.id}`,
        amountMinor: stakeMinor,
        details: { gameId, term: term.number },
      });
      const bet = presentLotteryBet(row, term, face, decimalLength);
      const message = request.share
        ? presentMessage(
            await insertMessage(tx, { roomId: room.id, userId: player.id, kind: 'bet', betId: row.id }),
            face,
            bet,
          )
        : null;
      return { bet, balance: minorToNumber(balanceMinor, decimalLength), message };
    };

    const answer = request.requestId
      ? await once(db, `lottery_bet:${player.id}`, request.requestId, { ...request, followedBetId }, place)
      : await inTransaction(db, place);
    this.deps.publisher.toUser(player.id, SOCKET_EVENTS.balance, {
      type: 'balance',
      userId: player.id,
      balance: answer.balance,
    });
    if (answer.message) this.tellRoom(room.id, answer.message);
    return answer;
  }

  /**
   * POST /api/lottery/follow: the follower's own bet on the shared bet's term and selection, with the
   * follower's stake and limits, on that open term only (no later term is followed; the leader is paid
   * nothing for it).
   */
  async follow(
    player: LotteryPlayer,
    request: { messageId: number; betAmount?: unknown; requestId?: string | undefined },
  ): Promise<PlacedLotteryBet> {
    const { db, site } = this.deps;
    const message = await messageById(db, request.messageId);
    const shared = message?.betId ? await betById(db, message.betId) : undefined;
    if (!message || !shared) throw new ApiError('BET_NOT_FOUND');
    if (shared.userId === player.id) {
      throw new ApiError('GAME_OPTIONS_INVALID', { extra: { field: 'messageId', reason: 'OWN_BET' } });
    }
    const term = await termById(db, shared.termId);
    if (!term) throw new ApiError('BET_NOT_FOUND');
    const { decimalLength } = await site.currency(shared.currencyId);
    return this.bet(
      player,
      {
        roomId: message.roomId,
        termId: shared.termId,
        selection: { kind: shared.kind, pick: shared.pick },
        betAmount: request.betAmount ?? minorToNumber(shared.stakeMinor, decimalLength),
        share: false,
        requestId: request.requestId,
      },
      shared.id,
    );
  }

  /** A chat line to everyone in the room. */
  tellRoom(roomId: number, message: LotteryChatMessage): void {
    this.deps.publisher.toModule(lotteryRoomModule(roomId), SOCKET_EVENTS.gameData, {
      type: LOTTERY_SOCKET_TYPES.chat,
      data: message,
    });
  }
}
