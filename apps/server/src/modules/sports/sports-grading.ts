import {
  SOCKET_EVENTS,
  SPORTS_SOCKET_TYPES,
  type OutcomeResult,
  type SportsBetView,
} from '@casino/contracts';
import { maxPayout, minorToNumber, settleBet, type BetShape, type SettlementLeg } from '@casino/game-math';

import { afterCommit, type Queryable, type Tx } from '../../db/client.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import { demoStartMinor } from '../games/index.ts';
import type { CurrencyBook } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { presentBet } from './sports.presenter.ts';
import {
  addExposure,
  exposureOf,
  legsOf,
  lockBet,
  updateBet,
  updateLeg,
  type SportsBetRow,
  type SportsLegRow,
} from './sports-bets.repo.ts';
import { eventsByIds, marketsByKeys, type SportsMarketRow } from './sports-events.repo.ts';
import type { SportsVoidWindow } from './sports.tables.ts';
import type { SportsMarketNames } from './market-names.ts';
import { SPORTS_LEDGER } from './sports.ledger.ts';
import { moveDemoBalance } from '../games/index.ts';

/** A bet's shape as the settlement library reads it. */
export const shapeOf = (bet: Pick<SportsBetRow, 'kind' | 'sizes'>): BetShape =>
  bet.kind === 'system'
    ? { kind: 'system', sizes: bet.sizes ?? [] }
    : { kind: bet.kind as 'single' | 'multiple' };

/** Whether a cancel window covers a bet placed at `at` (ms): [from, to), open-ended where null. */
export function windowCovers(window: SportsVoidWindow, at: number): boolean {
  return at >= (window.from ?? -Infinity) && at < (window.to ?? Infinity);
}

/**
 * A leg's result as its market grades it now (UOF's rules): void when one of the market's cancel windows
 * covers the bet's placing — whether the cancel came before or after the settlement —, else the outcome's
 * result once settled; still to play while the market is open or the outcome undecided (no result yet).
 */
export function legOutcome(
  leg: Pick<SportsLegRow, 'outcomeId'>,
  market: SportsMarketRow | undefined,
  placedAt: Date,
): SettlementLeg['outcome'] {
  if (!market) return null;
  if (market.voids.some((window) => windowCovers(window, placedAt.getTime()))) return { result: 'void' };
  if (market.grading !== 'settled') return null;
  const outcome = market.outcomes.find((each) => each.id === leg.outcomeId);
  if (!outcome?.result) return null;
  return outcome.deadHeat
    ? { result: outcome.result, deadHeat: outcome.deadHeat }
    : { result: outcome.result };
}

/**
 * The bet's status from its settlement: what it pays against the stake still riding. More is WON; exactly the
 * stake back is VOID (every leg void, or a push); less is LOST, a half-lost bet's returned half included —
 * it is shown with what it paid.
 */
export function statusOf(
  bet: Pick<SportsBetRow, 'stakeLeftMinor' | 'lineCount'>,
  settled: boolean,
  payoutMinor: bigint,
) {
  if (bet.stakeLeftMinor === 0n) return 'CASHED_OUT';
  if (!settled) return 'OPEN';
  const ridingMinor = bet.stakeLeftMinor * BigInt(bet.lineCount);
  if (payoutMinor > ridingMinor) return 'WON';
  return payoutMinor === ridingMinor ? 'VOID' : 'LOST';
}

export interface GradingParts {
  cashier: Cashier;
  publisher: RealtimePublisher;
  /** Names of legs placed before the slip's names were kept with the bet. */
  names: SportsMarketNames;
}

/**
 * Grades bets from their markets' results, inside the caller's transaction. What a bet should have paid
 * by now (its settlement's payout, or nothing while open) is compared with what it has paid, and the
 * difference moves as one posting of its own (`sports_payout`, or `sports_reclaim` after a rollback),
 * numbered by the bet's revision: grading twice pays once, and a regrade corrects the ledger with
 * compensating postings. A cash-out is final: the stake it bought back is no longer graded.
 */
export class SportsGrading {
  constructor(private readonly parts: GradingParts) {}

  /**
   * Regrades one bet (locked). `book` holds the currencies' decimals, read before the transaction: nothing
   * in it may reach the outer database.
   */
  async regrade(tx: Tx, betId: number, book: CurrencyBook): Promise<void> {
    const bet = await lockBet(tx, betId);
    if (!bet) return;
    const legs = await legsOf(tx, [bet.id]);
    const markets = await marketMap(tx, legs);
    const outcomes = legs.map((leg) =>
      legOutcome(leg, markets.get(`${leg.eventId}/${leg.marketId}`), bet.createdAt),
    );
    const settlementLegs = legs.map((leg, index) => ({ odds: leg.odds, outcome: outcomes[index] ?? null }));
    const settlement = settleBet(shapeOf(bet), bet.stakeLeftMinor, settlementLegs);
    const settled = settlement.state === 'settled';
    const targetMinor = settled ? settlement.payoutMinor : 0n;
    const deltaMinor = targetMinor - bet.paidMinor;
    const status = statusOf(bet, settled, settlement.payoutMinor);
    const legsChanged = legs.filter((leg, index) => {
      const outcome = outcomes[index] ?? null;
      return (
        (outcome?.result ?? null) !== leg.result ||
        JSON.stringify(outcome?.deadHeat ?? null) !== JSON.stringify(leg.deadHeat)
      );
    });
    if (deltaMinor === 0n && status === bet.status && legsChanged.length === 0) return;

    for (const leg of legsChanged) {
      const outcome = outcomes[leg.legNo] ?? null;
      await updateLeg(tx, bet.id, leg.legNo, {
        result: (outcome?.result ?? null) as OutcomeResult | null,
        deadHeat: outcome?.deadHeat ?? null,
      });
    }

    const decimalLength = book.decimals(bet.currencyId);
    const revision = bet.revision + 1;
    const reference = `sportsbet:${bet.id}:${revision}`;
    // The stake counts as wagered once, at the bet's first settlement that is not a refund.
    const countWagered = settled && status !== 'VOID' && !bet.wagered && bet.userId !== null && !bet.demo;
    let paidMinor = bet.paidMinor;
    let shortfallMinor = deltaMinor >= 0n ? 0n : bet.shortfallMinor;
    let balanceMinor: bigint | undefined;
    if (bet.demo) {
      balanceMinor = await moveDemoBalance(
        tx,
        bet.owner,
        bet.currencyId,
        deltaMinor,
        demoStartMinor(decimalLength),
        'settle',
      );
      paidMinor = targetMinor;
    } else if (bet.userId !== null) {
      const wallet = await this.parts.cashier.wallet(tx, bet.userId, bet.currencyId);
      if (deltaMinor >= 0n) {
        balanceMinor = await this.parts.cashier.settle(tx, wallet, {
          kind: SPORTS_LEDGER.kind.sports_payout,
          reference,
          amountMinor: deltaMinor,
          // The stake still riding: what a cash-out bought back was counted when it was cashed.
          wageredMinor: countWagered ? bet.stakeLeftMinor * BigInt(bet.lineCount) : 0n,
          details: { gameId: 'sports', betId: bet.id, revision },
        });
        paidMinor = targetMinor;
      } else {
        const taken = await this.parts.cashier.reclaim(tx, wallet, {
          kind: SPORTS_LEDGER.kind.sports_reclaim,
          reference,
          amountMinor: -deltaMinor,
          details: { gameId: 'sports', betId: bet.id, revision },
        });
        // What could not be taken back stays counted as paid: the book is owed it (the shortfall).
        paidMinor = bet.paidMinor - taken;
        shortfallMinor = paidMinor - targetMinor;
      }
    }
    const updated = await updateBet(tx, bet.id, {
      status,
      paidMinor,
      shortfallMinor,
      revision,
      wagered: bet.wagered || countWagered,
      settledAt: settled ? new Date() : null,
    });
    await moveExposure(tx, bet, updated, legs);
    const userId = bet.userId;
    if (userId !== null) {
      const view = await this.view(tx, updated, decimalLength);
      afterCommit(tx, () => {
        this.parts.publisher.toUser(userId, SOCKET_EVENTS.gameData, {
          type: SPORTS_SOCKET_TYPES.bet,
          data: view,
        });
        if (balanceMinor !== undefined && !bet.demo) {
          this.parts.publisher.toUser(userId, SOCKET_EVENTS.balance, {
            type: 'balance',
            userId,
            balance: minorToNumber(balanceMinor, decimalLength),
          });
        }
      });
    }
  }

  /** A bet as its player sees it. */
  async view(queryable: Queryable, bet: SportsBetRow, decimalLength: number): Promise<SportsBetView> {
    const [view] = await this.views(queryable, [bet], decimalLength);
    if (!view) throw new Error(`sports bet ${bet.id} has no view`);
    return view;
  }

  /** Bets as their player sees them, their legs named after their events. */
  async views(
    queryable: Queryable,
    bets: readonly SportsBetRow[],
    decimalLength: number,
  ): Promise<SportsBetView[]> {
    const legs = await legsOf(
      queryable,
      bets.map((bet) => bet.id),
    );
    const [events, markets] = await Promise.all([
      eventsByIds(queryable, [...new Set(legs.map((leg) => leg.eventId))]),
      marketMap(queryable, legs),
    ]);
    const unnamed = legs.some((leg) => leg.marketName === null || leg.outcomeName === null);
    const namer = unnamed ? await this.parts.names.namer(undefined, queryable) : () => null;
    return bets.map((bet) => {
      const own = legs.filter((leg) => leg.betId === bet.id);
      const potential =
        bet.status === 'OPEN'
          ? maxPayout(
              shapeOf(bet),
              bet.stakeLeftMinor,
              own.map((leg) => leg.odds),
            )
          : 0n;
      return presentBet(bet, own, events, markets, namer, decimalLength, potential);
    });
  }
}

/** The book's running liability on each of the bet's events, after the bet changed (opened, settled, cashed out). */
export async function moveExposure(
  tx: Tx,
  before: SportsBetRow,
  after: SportsBetRow,
  legs: readonly Pick<SportsLegRow, 'eventId'>[],
): Promise<void> {
  const deltaMinor = exposureOf(after) - exposureOf(before);
  if (deltaMinor === 0n) return;
  for (const eventId of [...new Set(legs.map((leg) => leg.eventId))].sort()) {
    await addExposure(tx, eventId, before.currencyId, deltaMinor);
  }
}

/** The markets of these legs, keyed `event/market`. */
async function marketMap(
  queryable: Queryable,
  legs: readonly Pick<SportsLegRow, 'eventId' | 'marketId'>[],
): Promise<Map<string, SportsMarketRow>> {
  const rows = await marketsByKeys(queryable, legs);
  return new Map(rows.map((row) => [`${row.eventId}/${row.id}`, row]));
}
