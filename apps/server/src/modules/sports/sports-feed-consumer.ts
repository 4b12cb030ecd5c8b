import {
  SOCKET_EVENTS,
  SPORTS_MODULE,
  SPORTS_SOCKET_TYPES,
  type FeedMessage,
  type MarketOdds,
  type SettledMarket,
  type SportsOddsPush,
} from '@casino/contracts';

import { afterCommit, inTransaction, type Db, type Tx } from '../../db/client.ts';
import type { sportsMarkets, SportsOutcomeState } from './sports.tables.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { CurrencyBook, SiteService } from '../site/index.ts';
import type { SportsGrading } from './sports-grading.ts';
import { presentMarket } from './sports.presenter.ts';
import { betIdsOnMarkets } from './sports-bets.repo.ts';
import {
  eventById,
  lockMarkets,
  updateEvent,
  updateMarket,
  upsertEvent,
  upsertMarket,
  type SportsEventRow,
  type SportsMarketRow,
} from './sports-events.repo.ts';
import { logFeedMessage } from './sports-feed-log.repo.ts';
import type { SportsSettingsStore } from './sports-settings.ts';

/** The book's odds from the feed's: the margin taken off the winnings part, never below 1.001. */
export function bookOdds(feedOdds: number, marginBasisPoints: number): number {
  const winnings = Math.floor(((feedOdds - 1000) * (10_000 - marginBasisPoints)) / 10_000);
  return Math.max(1001, 1000 + winnings);
}

export interface FeedConsumerParts {
  db: Db;
  publisher: RealtimePublisher;
  site: SiteService;
  grading: SportsGrading;
  settings: SportsSettingsStore;
}

/**
 * Applies feed messages to the book, each in one transaction with the message's log row: fixtures and
 * prices (each outcome's version goes up when its price moves), bet stops, settlements, cancels and
 * their rollbacks — every bet on a graded market is regraded in that same transaction, so a message is
 * either wholly applied or not at all, and applying it again changes nothing more.
 */
export class SportsFeedConsumer {
  constructor(private readonly parts: FeedConsumerParts) {}

  async apply(feed: string, message: FeedMessage): Promise<void> {
    // Read before the transaction: nothing inside it may reach the outer database.
    const margin = (await this.parts.settings.get()).priceMarginBasisPoints;
    const book = await this.parts.site.currencyBook();
    await inTransaction(this.parts.db, async (tx) => {
      await logFeedMessage(tx, {
        feed,
        type: message.type,
        eventId: 'eventId' in message ? message.eventId : null,
        ts: message.ts,
        message,
      });
      switch (message.type) {
        case 'fixture_change': {
          const { fixture } = message;
          await upsertEvent(tx, {
            id: fixture.eventId,
            sport: fixture.sport,
            competitionId: fixture.competitionId,
            competition: fixture.competition,
            home: fixture.home,
            away: fixture.away,
            startsAt: new Date(fixture.startsAt),
            status: fixture.status,
          });
          const event = await eventById(tx, fixture.eventId);
          if (event) this.push(tx, event, []);
          return;
        }
        case 'odds_change':
          return this.oddsChange(tx, message, margin);
        case 'bet_stop':
          return this.betStop(tx, message.eventId, message.markets);
        case 'bet_settlement':
          return this.settle(tx, book, message.eventId, message.markets, new Date(message.ts));
        case 'bet_cancel':
          return this.cancel(tx, book, message);
        case 'rollback_bet_settlement':
          return this.rollbackSettlement(tx, book, message.eventId, message.markets);
        case 'rollback_bet_cancel':
          return this.rollbackCancel(tx, book, message.eventId, message.markets);
        case 'snapshot_complete':
          return;
      }
    });
  }

  private async oddsChange(
    tx: Tx,
    message: Extract<FeedMessage, { type: 'odds_change' }>,
    margin: number,
  ): Promise<void> {
    const event = await eventById(tx, message.eventId);
    // Prices for a fixture the book never heard of wait for its fixture_change (recovery sends both).
    if (!event) return;
    const existing = new Map(
      (
        await lockMarkets(
          tx,
          event.id,
          message.markets.map((market) => market.id),
        )
      ).map((row) => [row.id, row]),
    );
    const changed: SportsMarketRow[] = [];
    for (const market of message.markets) {
      const row = existing.get(market.id);
      const outcomes = mergeOutcomes(row?.outcomes ?? [], market, margin);
      const values = {
        eventId: event.id,
        id: market.id,
        type: market.type,
        line: market.line,
        status: market.status,
        outcomes,
      };
      await upsertMarket(tx, values);
      changed.push({
        suspended: false,
        grading: 'open',
        voidFrom: null,
        voidTo: null,
        voidReason: null,
        gradedAt: null,
        updatedAt: new Date(),
        ...row,
        ...values,
      });
    }
    const updated =
      message.status !== undefined || message.score !== undefined
        ? await updateEvent(tx, event.id, {
            ...(message.status ? { status: message.status } : {}),
            ...(message.score ? { score: message.score } : {}),
          })
        : event;
    this.push(tx, updated ?? event, changed);
  }

  private betStop(tx: Tx, eventId: string, marketIds: readonly string[] | undefined): Promise<void> {
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
  private rollbackSettlement(
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
  private rollbackCancel(
    tx: Tx,
    book: CurrencyBook,
    eventId: string,
    marketIds: readonly string[],
  ): Promise<void> {
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

/** A market's outcomes after a price message: a moved price gets the next version; results stay. */
function mergeOutcomes(
  previous: readonly SportsOutcomeState[],
  market: MarketOdds,
  margin: number,
): SportsOutcomeState[] {
  const before = new Map(previous.map((outcome) => [outcome.id, outcome]));
  return market.outcomes.map((outcome) => {
    const old = before.get(outcome.id);
    const odds = bookOdds(outcome.odds, margin);
    return {
      id: outcome.id,
      odds,
      feedOdds: outcome.odds,
      version: old ? old.version + (old.odds === odds ? 0 : 1) : 1,
      active: outcome.active,
      result: old?.result ?? null,
      deadHeat: old?.deadHeat ?? null,
    };
  });
}
