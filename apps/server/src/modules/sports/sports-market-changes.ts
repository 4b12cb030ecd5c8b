import {
  SOCKET_EVENTS,
  SPORTS_MODULE,
  SPORTS_SOCKET_TYPES,
  type SettledMarket,
  type SportsOddsPush,
} from '@casino/contracts';

import { afterCommit, type Tx } from '../../db/client.ts';
import type { sportsMarkets, SportsVoidWindow } from './sports.tables.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { CurrencyBook } from '../site/index.ts';
import type { SportsGrading } from './sports-grading.ts';
import { presentMarketState } from './sports.presenter.ts';
import { betIdsOnMarkets } from './sports-bets.repo.ts';
import {
  eventById,
  lockMarkets,
  updateMarket,
  type SportsEventRow,
  type SportsMarketRow,
} from './sports-events.repo.ts';

/** Whether two cancel windows cover the same bets. */
const sameWindow = (a: Pick<SportsVoidWindow, 'from' | 'to'>, b: Pick<SportsVoidWindow, 'from' | 'to'>) =>
  a.from === b.from && a.to === b.to;

/**
 * Changes to an event's markets inside the caller's transaction, from the feed or an operator: bet stops,
 * settlements, cancels and their rollbacks, each regrading the bets on the changed markets, and the push
 * that tells the watchers once the transaction has committed.
 */
export class SportsMarketChanges {
  constructor(private readonly parts: { publisher: RealtimePublisher; grading: SportsGrading }) {}

  /**
   * A bet stop: the event's active markets (or the named ones, or those `inStop` says the stop's groups hold) are
   * suspended until prices come again.
   */
  betStop(
    tx: Tx,
    eventId: string,
    marketIds: readonly string[] | undefined,
    inStop: (market: SportsMarketRow) => boolean = () => true,
  ): Promise<void> {
    return this.rework(tx, null, eventId, marketIds, (market) =>
      market.status === 'active' && inStop(market) ? { status: 'suspended' } : null,
    );
  }

  /** Grades markets (a settlement message or an operator's manual settlement) and regrades their bets. */
  settle(
    tx: Tx,
    book: CurrencyBook,
    eventId: string,
    markets: readonly SettledMarket[],
    at: Date,
  ): Promise<void> {
    const settled = new Map(markets.map((market) => [market.id, market]));
    return this.rework(tx, book, eventId, [...settled.keys()], (market) => {
      const results = new Map(settled.get(market.id)?.outcomes.map((outcome) => [outcome.id, outcome]));
      // An outcome the message leaves out keeps what it had; a null result (UOF's -1) is undecided: its
      // bets wait. Cancel windows stay: the bets placed in them are void whatever the results say.
      return {
        outcomes: market.outcomes.map((outcome) => {
          const result = results.get(outcome.id);
          return result ? { ...outcome, result: result.result, deadHeat: result.deadHeat ?? null } : outcome;
        }),
        grading: 'settled',
        status: 'deactivated',
        gradedAt: at,
      };
    });
  }

  /** Voids markets for bets placed in the window (a feed cancel or an operator's void) and regrades them. */
  cancel(
    tx: Tx,
    book: CurrencyBook,
    message: {
      eventId: string;
      markets: readonly string[];
      reason: string;
      from?: number | undefined;
      to?: number | undefined;
    },
  ): Promise<void> {
    const window = { from: message.from ?? null, to: message.to ?? null, reason: message.reason };
    return this.rework(tx, book, message.eventId, message.markets, (market) =>
      // The same cancel again (a resend, a recovery) adds nothing.
      market.voids.some((each) => sameWindow(each, window))
        ? null
        : {
            voids: [...market.voids, window],
            // A cancel for every bet closes the market; a window in the past leaves it as it is.
            ...(window.from === null && window.to === null ? { status: 'deactivated' as const } : {}),
          },
    );
  }

  /** Takes results back: the markets wait for the corrected settlement, taking no bets. */
  rollbackSettlement(
    tx: Tx,
    book: CurrencyBook,
    eventId: string,
    marketIds: readonly string[],
  ): Promise<void> {
    return this.rework(tx, book, eventId, marketIds, (market) =>
      market.grading !== 'settled' && !market.outcomes.some((outcome) => outcome.result !== null)
        ? null
        : {
            grading: 'open',
            outcomes: market.outcomes.map((outcome) => ({ ...outcome, result: null, deadHeat: null })),
            status: 'suspended',
            gradedAt: null,
          },
    );
  }

  /**
   * Lifts one cancel window (the one named by `from`/`to`; the whole-market cancel when neither is given):
   * the bets placed in it are graded by the market's own results again, the other windows stand.
   */
  rollbackCancel(
    tx: Tx,
    book: CurrencyBook,
    message: {
      eventId: string;
      markets: readonly string[];
      from?: number | undefined;
      to?: number | undefined;
    },
  ): Promise<void> {
    const window = { from: message.from ?? null, to: message.to ?? null };
    return this.rework(tx, book, message.eventId, message.markets, (market) => {
      const voids = market.voids.filter((each) => !sameWindow(each, window));
      if (voids.length === market.voids.length) return null;
      const wholeVoidLifted = window.from === null && window.to === null && market.grading === 'open';
      return { voids, ...(wholeVoidLifted ? { status: 'suspended' as const } : {}) };
    });
  }

  /**
   * Changes an event's markets one by one (locked; `change` answers a market's new values, or null to leave
   * it), regrades the bets on the changed ones when given the currencies (`book`), and tells the watchers.
   */
  private async rework(
    tx: Tx,
    book: CurrencyBook | null,
    eventId: string,
    marketIds: readonly string[] | undefined,
    change: (market: SportsMarketRow) => Partial<typeof sportsMarkets.$inferInsert> | null,
  ): Promise<void> {
    const event = await eventById(tx, eventId);
    if (!event) return;
    const changed: SportsMarketRow[] = [];
    for (const market of await lockMarkets(tx, eventId, marketIds)) {
      const values = change(market);
      const row = values ? await updateMarket(tx, eventId, market.id, values) : undefined;
      if (row) changed.push(row);
    }
    if (book) {
      await this.regradeMarkets(
        tx,
        book,
        eventId,
        changed.map((market) => market.id),
      );
    }
    this.push(tx, event, changed);
  }

  private async regradeMarkets(
    tx: Tx,
    book: CurrencyBook,
    eventId: string,
    marketIds: readonly string[],
  ): Promise<void> {
    if (marketIds.length === 0) return;
    for (const betId of await betIdsOnMarkets(tx, eventId, marketIds)) {
      await this.parts.grading.regrade(tx, betId, book);
    }
  }

  /** Tells everyone watching the sports about the event and its changed markets, once committed. */
  push(tx: Tx, event: SportsEventRow, markets: readonly SportsMarketRow[]): void {
    const data: SportsOddsPush = {
      eventId: event.id,
      status: event.status as SportsOddsPush['status'],
      suspended: event.suspended,
      score: event.score ?? null,
      markets: markets.map((market) => presentMarketState(event, market)),
    };
    afterCommit(tx, () =>
      this.parts.publisher.toModule(SPORTS_MODULE, SOCKET_EVENTS.gameData, {
        type: SPORTS_SOCKET_TYPES.odds,
        data,
      }),
    );
  }
}
