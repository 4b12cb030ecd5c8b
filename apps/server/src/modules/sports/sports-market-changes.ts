import {
  SOCKET_EVENTS,
  SPORTS_MODULE,
  SPORTS_SOCKET_TYPES,
  type SettledMarket,
  type SportsOddsPush,
} from '@casino/contracts';

import { afterCommit, type Tx } from '../../db/client.ts';
import type { sportsMarkets } from './sports.tables.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { CurrencyBook } from '../site/index.ts';
import type { SportsGrading } from './sports-grading.ts';
import { presentMarket } from './sports.presenter.ts';
import { betIdsOnMarkets } from './sports-bets.repo.ts';
import {
  eventById,
  lockMarkets,
  updateMarket,
  type SportsEventRow,
  type SportsMarketRow,
} from './sports-events.repo.ts';

/**
 * Changes to an event's markets inside the caller's transaction, from the feed or an operator: bet stops,
 * settlements, cancels and their rollbacks, each regrading the bets on the changed markets, and the push
 * that tells the watchers once the transaction has committed.
 */
export class SportsMarketChanges {
  constructor(private readonly parts: { publisher: RealtimePublisher; grading: SportsGrading }) {}

  /** A bet stop: the event's active markets (or the named ones) are suspended until prices come again. */
  betStop(tx: Tx, eventId: string, marketIds: readonly string[] | undefined): Promise<void> {
    return this.rework(tx, null, eventId, marketIds, (market) =>
      market.status === 'active' ? { status: 'suspended' } : null,
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
      // A market cancelled for every bet stays void; a windowed cancel keeps the results for the others.
      const wholeVoid = market.grading === 'void' && market.voidFrom === null && market.voidTo === null;
      return {
        outcomes: market.outcomes.map((outcome) => {
          const result = results.get(outcome.id);
          return { ...outcome, result: result?.result ?? 'lost', deadHeat: result?.deadHeat ?? null };
        }),
        grading: wholeVoid ? 'void' : 'settled',
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
    return this.rework(tx, book, message.eventId, message.markets, () => ({
      grading: 'void',
      status: 'deactivated',
      voidFrom: message.from === undefined ? null : new Date(message.from),
      voidTo: message.to === undefined ? null : new Date(message.to),
      voidReason: message.reason,
    }));
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
            grading: market.grading === 'void' ? 'void' : 'open',
            outcomes: market.outcomes.map((outcome) => ({ ...outcome, result: null, deadHeat: null })),
            status: 'suspended',
            gradedAt: null,
          },
    );
  }

  /** Lifts a cancel: the market's own results (if it has them) count again. */
  rollbackCancel(tx: Tx, book: CurrencyBook, eventId: string, marketIds: readonly string[]): Promise<void> {
    return this.rework(tx, book, eventId, marketIds, (market) => {
      if (market.grading !== 'void') return null;
      const graded = market.outcomes.some((outcome) => outcome.result !== null);
      return {
        grading: graded ? 'settled' : 'open',
        status: graded ? 'deactivated' : 'suspended',
        voidFrom: null,
        voidTo: null,
        voidReason: null,
      };
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
      markets: markets.map((market) => presentMarket(event, market)),
    };
    afterCommit(tx, () =>
      this.parts.publisher.toModule(SPORTS_MODULE, SOCKET_EVENTS.gameData, {
        type: SPORTS_SOCKET_TYPES.odds,
        data,
      }),
    );
  }
}
