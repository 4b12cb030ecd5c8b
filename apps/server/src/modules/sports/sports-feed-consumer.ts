import { parseMarketKey, type FeedMessage, type MarketOdds } from '@casino/contracts';

import { afterCommit, inTransaction, type Db, type Tx } from '../../db/client.ts';
import { HeldOdds } from './held-odds.ts';
import type { SportsOutcomeState } from './sports.tables.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { SportsGrading } from './sports-grading.ts';
import type { SportsMarketNames } from './market-names.ts';
import {
  eventById,
  eventsByIds,
  lockMarkets,
  updateEvent,
  upsertEvent,
  upsertMarket,
  type SportsMarketRow,
} from './sports-events.repo.ts';
import { logFeedMessage } from './sports-feed-log.repo.ts';
import { suspendProducerMarkets } from './sports-producers.repo.ts';
import { SportsMarketChanges } from './sports-market-changes.ts';
import type { SportsSettingsStore } from './sports-settings.ts';

/** The book's odds from the feed's: the margin taken off the winnings part, never below 1.001. */
export function bookOdds(feedOdds: number, marginBasisPoints: number): number {
  const winnings = Math.floor(((feedOdds - 1000) * (10_000 - marginBasisPoints)) / 10_000);
  return Math.max(1001, 1000 + winnings);
}

/** How many times suspending a producer's markets is tried before the failure is reported. */
const PRODUCER_DOWN_ATTEMPTS = 5;

export interface FeedConsumerParts {
  db: Db;
  /** The market descriptions: which markets a bet stop's groups hold. */
  names: Pick<SportsMarketNames, 'groupMember'>;
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
  /** The markets' bet stops, results, voids and rollbacks, and the watchers' pushes. */
  readonly markets: SportsMarketChanges;
  /** Prices of events whose fixture has not come yet. */
  readonly held = new HeldOdds();
  /** Producers down (the feed's producer monitor says so): their prices come suspended until they recover. */
  private readonly downProducers = new Set<number>();

  constructor(private readonly parts: FeedConsumerParts) {
    this.markets = new SportsMarketChanges(parts);
  }

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
          if (event) this.markets.push(tx, event, []);
          const held = this.held.of(fixture.eventId);
          if (held) {
            await this.oddsChange(tx, held, margin);
            afterCommit(tx, () => this.held.release(fixture.eventId));
          }
          return;
        }
        case 'odds_change':
          return this.oddsChange(tx, message, margin);
        case 'bet_stop': {
          const groups = message.groups;
          if (!groups) return this.markets.betStop(tx, message.eventId, message.markets);
          const member = await this.parts.names.groupMember(groups, tx);
          return this.markets.betStop(tx, message.eventId, message.markets, (market) =>
            member(market.marketId),
          );
        }
        case 'bet_settlement':
          return this.markets.settle(tx, book, message.eventId, message.markets, new Date(message.ts));
        case 'bet_cancel':
          return this.markets.cancel(tx, book, message);
        case 'rollback_bet_settlement':
          return this.markets.rollbackSettlement(tx, book, message.eventId, message.markets);
        case 'rollback_bet_cancel':
          return this.markets.rollbackCancel(tx, book, message);
        case 'snapshot_complete':
          return;
      }
    });
  }

  /**
   * A producer is down (no alive in time, or it lost our session): every open market it priced is suspended
   * at once, and its prices stay suspended — whatever they say — until its recovery has completed. Prices a
   * recovery sends (they carry its request id) stand.
   */
  async producerDown(producerId: number): Promise<void> {
    this.downProducers.add(producerId);
    // A timer may call this beside a message's transaction on the same markets (a deadlock is possible on
    // PostgreSQL): tried again, since markets left open while their producer is down take bets on stale prices.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.suspendProducer(producerId);
        return;
      } catch (error) {
        if (attempt >= PRODUCER_DOWN_ATTEMPTS) throw error;
      }
    }
  }

  private async suspendProducer(producerId: number): Promise<void> {
    await inTransaction(this.parts.db, async (tx) => {
      const suspended = await suspendProducerMarkets(tx, producerId);
      const byEvent = new Map<string, SportsMarketRow[]>();
      for (const market of suspended)
        byEvent.set(market.eventId, [...(byEvent.get(market.eventId) ?? []), market]);
      const events = await eventsByIds(tx, [...byEvent.keys()]);
      for (const [eventId, markets] of byEvent) {
        const event = events.get(eventId);
        if (event) this.markets.push(tx, event, markets);
      }
    });
  }

  /** The producer's recovery completed: its prices open its markets again. */
  producerUp(producerId: number): void {
    this.downProducers.delete(producerId);
  }

  private async oddsChange(
    tx: Tx,
    message: Extract<FeedMessage, { type: 'odds_change' }>,
    margin: number,
  ): Promise<void> {
    const event = await eventById(tx, message.eventId);
    // Prices for a fixture the book never heard of wait for its fixture_change.
    if (!event) {
      this.held.hold(message);
      return;
    }
    const existing = new Map(
      (
        await lockMarkets(
          tx,
          event.id,
          message.markets.map((market) => market.id),
        )
      ).map((row) => [row.id, row]),
    );
    const { producer } = message;
    const held =
      producer !== undefined && message.requestId === undefined && this.downProducers.has(producer);
    const changed: SportsMarketRow[] = [];
    for (const market of message.markets) {
      const row = existing.get(market.id);
      const outcomes = mergeOutcomes(row?.outcomes ?? [], market, margin);
      const values = {
        eventId: event.id,
        id: market.id,
        ...parseMarketKey(market.id),
        status: held && market.status === 'active' ? ('suspended' as const) : market.status,
        ...(producer === undefined ? {} : { producer }),
        outcomes,
      };
      await upsertMarket(tx, values);
      changed.push({
        suspended: false,
        producer: null,
        grading: 'open',
        voids: [],
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
    this.markets.push(tx, updated ?? event, changed);
  }
}

/**
 * A market's outcomes after a price message: a moved price gets the next version; results stay. An outcome
 * the message leaves out is kept, inactive — bets on it are still graded by the settlement that names it —
 * and a message with no outcomes (a status alone) leaves every outcome as it was.
 */
function mergeOutcomes(
  previous: readonly SportsOutcomeState[],
  market: MarketOdds,
  margin: number,
): SportsOutcomeState[] {
  if (market.outcomes.length === 0) return [...previous];
  const priced = new Map(market.outcomes.map((outcome) => [outcome.id, outcome]));
  const before = new Map(previous.map((outcome) => [outcome.id, outcome]));
  const merged = market.outcomes.map((outcome) => {
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
  const left = previous
    .filter((outcome) => !priced.has(outcome.id))
    .map((outcome) => ({ ...outcome, active: false }));
  return [...merged, ...left];
}
