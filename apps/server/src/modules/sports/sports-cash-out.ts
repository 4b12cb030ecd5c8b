import { randomBytes } from 'node:crypto';

import { SOCKET_EVENTS, type CashOutQuote, type SportsBetView, type SportsSettings } from '@casino/contracts';
import {
  cashOutQuote,
  cashOutWageredMinor,
  maxPayout,
  minorToNumber,
  parseAmount,
  partialCashOut,
} from '@casino/game-math';

import { inTransaction, type Queryable, type Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { GameActor } from '../games/index.ts';
import { demoStartMinor } from '../games/index.ts';
import { once } from '../wallet/index.ts';
import type { SportsBetParts } from './sports-bets.ts';
import { legOutcome, moveExposure, shapeOf } from './sports-grading.ts';
import { marketState } from './sports.presenter.ts';
import {
  betById,
  insertQuote,
  legsOf,
  lockBet,
  lockQuote,
  updateBet,
  useQuote,
  type SportsBetRow,
} from './sports-bets.repo.ts';
import { eventsByIds, marketsOf } from './sports-events.repo.ts';
import { SPORTS_LEDGER } from './sports.ledger.ts';
import { moveDemoBalance } from '../games/index.ts';

/** Thrown inside the acceptance when its quote no longer stands; answered with a fresh quote. */
class QuoteGone extends Error {}

/**
 * Cash-out of singles and multiples: a quote from the current prices less the book's margin, valid for
 * `quoteTtlMs`, accepted at the quoted value — whole, or a part of it that buys back the matching share
 * of the stake — or, when it expired or the value fell since, answered with a new quote
 * (CASH_OUT_REQUOTED). The payout is one cashier posting in the transaction that marks the quote used.
 */
export class SportsCashOut {
  constructor(
    private readonly parts: SportsBetParts,
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /api/sports/cashout/quote. */
  async quote(actor: GameActor, betId: number): Promise<CashOutQuote> {
    const bet = await betById(this.parts.db, betId);
    if (!bet || bet.owner !== actor.owner) throw new ApiError('BET_NOT_FOUND');
    const { decimalLength } = await this.parts.site.currency(bet.currencyId);
    const amountMinor = await this.value(this.parts.db, bet, await this.parts.settings.get());
    if (amountMinor === null) throw new ApiError('CASH_OUT_NOT_ALLOWED');
    const { quoteTtlMs } = await this.parts.settings.get();
    const id = randomBytes(16).toString('base64url');
    const expiresAt = new Date(this.now() + quoteTtlMs);
    await inTransaction(this.parts.db, (tx) =>
      insertQuote(tx, { id, betId: bet.id, amountMinor, stakeLeftMinor: bet.stakeLeftMinor, expiresAt }),
    );
    return {
      quoteId: id,
      betId: bet.id,
      amount: minorToNumber(amountMinor, decimalLength),
      expiresAt: expiresAt.getTime(),
    };
  }

  /** POST /api/sports/cashout. */
  async accept(
    actor: GameActor,
    request: { betId: number; quoteId: string; amount?: unknown; requestId: string },
  ): Promise<{ bet: SportsBetView; balance: number }> {
    const existing = await betById(this.parts.db, request.betId);
    if (!existing || existing.owner !== actor.owner) throw new ApiError('BET_NOT_FOUND');
    const { decimalLength } = await this.parts.site.currency(existing.currencyId);
    // Read before the transaction: nothing inside it may reach the outer database.
    const settings = await this.parts.settings.get();
    const accept = async (tx: Tx) => {
      const bet = await lockBet(tx, request.betId);
      const quote = await lockQuote(tx, request.quoteId);
      if (!bet || !quote || quote.betId !== bet.id) throw new ApiError('BET_NOT_FOUND');
      if (bet.status !== 'OPEN') throw new ApiError('CASH_OUT_NOT_ALLOWED');
      if (
        quote.usedAt ||
        quote.stakeLeftMinor !== bet.stakeLeftMinor ||
        quote.expiresAt.getTime() <= this.now()
      ) {
        throw new QuoteGone();
      }
      // The quoted value stands while the prices give at least as much; a fall in value needs a new quote.
      const valueMinor = await this.value(tx, bet, settings);
      if (valueMinor === null) throw new ApiError('CASH_OUT_NOT_ALLOWED');
      if (valueMinor < quote.amountMinor) throw new QuoteGone();
      const amount =
        request.amount === undefined
          ? { ok: true as const, minor: quote.amountMinor }
          : parseAmount(request.amount, decimalLength);
      if (!amount.ok || amount.minor <= 0n || amount.minor > quote.amountMinor) {
        throw new ApiError('AMOUNT_INVALID', {
          extra: { field: 'amount', max: minorToNumber(quote.amountMinor, decimalLength) },
        });
      }
      const { stakeCashedMinor, stakeLeftMinor } = partialCashOut(
        quote.amountMinor,
        bet.stakeLeftMinor,
        amount.minor,
      );
      await useQuote(tx, quote.id, new Date(this.now()));
      let balanceMinor: bigint;
      if (bet.demo) {
        balanceMinor =
          (await moveDemoBalance(
            tx,
            bet.owner,
            bet.currencyId,
            amount.minor,
            demoStartMinor(decimalLength),
            'settle',
          )) ?? 0n;
      } else {
        const wallet = await this.parts.cashier.wallet(tx, bet.userId ?? 0, bet.currencyId);
        balanceMinor =
          (await this.parts.cashier.settle(tx, wallet, {
            kind: SPORTS_LEDGER.kind.sports_cashout,
            reference: `sportscashout:${quote.id}`,
            amountMinor: amount.minor,
            // What was at risk of the stake it buys back, on every line of the bet.
            wageredMinor: cashOutWageredMinor(stakeCashedMinor * BigInt(bet.lineCount), amount.minor),
            details: { gameId: 'sports', betId: bet.id, stakeCashed: stakeCashedMinor.toString() },
          })) ?? 0n;
      }
      const legs = await legsOf(tx, [bet.id]);
      const legOdds = legs.map((leg) => leg.odds);
      const updated = await updateBet(tx, bet.id, {
        stakeLeftMinor,
        // What is still riding can still win: the book's liability counts it, no more.
        potentialPayoutMinor: maxPayout(shapeOf(bet), stakeLeftMinor, legOdds),
        cashedOutMinor: bet.cashedOutMinor + amount.minor,
        status: stakeLeftMinor === 0n ? 'CASHED_OUT' : 'OPEN',
        settledAt: stakeLeftMinor === 0n ? new Date(this.now()) : null,
        wagered: bet.wagered || stakeLeftMinor === 0n,
      });
      await moveExposure(tx, bet, updated, legs);
      return {
        bet: await this.parts.grading.view(tx, updated, decimalLength),
        balance: minorToNumber(balanceMinor, decimalLength),
      };
    };
    let answer: { bet: SportsBetView; balance: number };
    try {
      answer = await once(this.parts.db, `sports_cashout:${actor.owner}`, request.requestId, request, accept);
    } catch (error) {
      if (!(error instanceof QuoteGone)) throw error;
      const fresh = await this.quote(actor, request.betId).catch(() => null);
      if (!fresh) throw new ApiError('CASH_OUT_NOT_ALLOWED');
      throw new ApiError('CASH_OUT_REQUOTED', { extra: { quote: fresh } });
    }
    if (!existing.demo && actor.userId !== null) {
      this.parts.publisher.toUser(actor.userId, SOCKET_EVENTS.balance, {
        type: 'balance',
        userId: actor.userId,
        balance: answer.balance,
      });
    }
    return answer;
  }

  /** What the book pays now for the stake still riding; null when it offers none. */
  private async value(
    queryable: Queryable,
    bet: SportsBetRow,
    { cashOutEnabled, cashOutMarginBasisPoints }: SportsSettings,
  ): Promise<bigint | null> {
    if (!cashOutEnabled || bet.status !== 'OPEN' || bet.kind === 'system' || bet.stakeLeftMinor === 0n)
      return null;
    const legs = await legsOf(queryable, [bet.id]);
    const eventIds = [...new Set(legs.map((leg) => leg.eventId))];
    const [events, marketRows] = await Promise.all([
      eventsByIds(queryable, eventIds),
      marketsOf(queryable, eventIds),
    ]);
    const markets = new Map(marketRows.map((market) => [`${market.eventId}/${market.id}`, market]));
    return cashOutQuote({
      stakeMinor: bet.stakeLeftMinor,
      marginBasisPoints: cashOutMarginBasisPoints,
      legs: legs.map((leg) => {
        const market = markets.get(`${leg.eventId}/${leg.marketId}`);
        const event = events.get(leg.eventId);
        const outcome = market?.outcomes.find((each) => each.id === leg.outcomeId);
        const open = event && market && outcome?.active && marketState(event, market) === 'active';
        return {
          placedOdds: leg.odds,
          currentOdds: open ? (outcome?.odds ?? null) : null,
          outcome: legOutcome(leg, market, bet.createdAt),
        };
      }),
    });
  }
}
