import type { SettledMarket } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { SportsMarketChanges } from './sports-market-changes.ts';
import { eventById, lockMarkets, updateEvent, updateMarket } from './sports-events.repo.ts';

/**
 * The operator's hand on the book, each action with a reason and audited in its own transaction:
 * suspending an event or a market (and lifting it), grading a market by hand when the feed's result is
 * missing or wrong, and voiding a market. Manual grading runs through the same code as the feed's, so
 * bets are regraded with compensating postings exactly as after a feed rollback.
 */
export class SportsAdmin {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly markets: SportsMarketChanges,
    private readonly now: () => number = Date.now,
  ) {}

  async suspend(
    operatorId: number,
    request: { eventId: string; marketId?: string | undefined; suspended: boolean; reason: string },
  ): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const event = await eventById(tx, request.eventId);
      if (!event) throw new ApiError('NOT_FOUND', { message: 'EVENT_NOT_FOUND' });
      if (request.marketId) {
        const [market] = await lockMarkets(tx, request.eventId, [request.marketId]);
        if (!market) throw new ApiError('NOT_FOUND', { message: 'MARKET_NOT_FOUND' });
        const row = await updateMarket(tx, request.eventId, request.marketId, {
          suspended: request.suspended,
        });
        if (row) this.markets.push(tx, event, [row]);
      } else {
        const row = await updateEvent(tx, request.eventId, { suspended: request.suspended });
        if (row) this.markets.push(tx, row, await lockMarkets(tx, request.eventId));
      }
      await writeAudit(tx, {
        operatorId,
        action: request.suspended ? 'sports.suspend' : 'sports.resume',
        target: request.marketId ? `${request.eventId}/${request.marketId}` : request.eventId,
        details: { reason: request.reason },
      });
    });
  }

  async settle(
    operatorId: number,
    request: { eventId: string; marketId: string; outcomes: SettledMarket['outcomes']; reason: string },
  ): Promise<void> {
    const book = await this.site.currencyBook();
    await inTransaction(this.db, async (tx) => {
      const [market] = await lockMarkets(tx, request.eventId, [request.marketId]);
      if (!market) throw new ApiError('NOT_FOUND', { message: 'MARKET_NOT_FOUND' });
      const known = new Set(market.outcomes.map((outcome) => outcome.id));
      if (
        request.outcomes.some((outcome) => !known.has(outcome.id)) ||
        request.outcomes.length !== known.size
      ) {
        throw new ApiError('INVALID_INPUT', { extra: { field: 'outcomes', reason: 'OUTCOME_INVALID' } });
      }
      // A manual result replaces whatever stood: taken back first, so the regrade starts from clean results.
      await updateMarket(tx, request.eventId, request.marketId, {
        grading: 'open',
        outcomes: market.outcomes.map((outcome) => ({ ...outcome, result: null, deadHeat: null })),
      });
      await this.markets.settle(
        tx,
        book,
        request.eventId,
        [{ id: request.marketId, outcomes: request.outcomes }],
        new Date(this.now()),
      );
      await writeAudit(tx, {
        operatorId,
        action: 'sports.settle',
        target: `${request.eventId}/${request.marketId}`,
        details: { reason: request.reason, outcomes: request.outcomes },
      });
    });
  }

  async void(
    operatorId: number,
    request: { eventId: string; marketId: string; reason: string },
  ): Promise<void> {
    const book = await this.site.currencyBook();
    await inTransaction(this.db, async (tx) => {
      const [market] = await lockMarkets(tx, request.eventId, [request.marketId]);
      if (!market) throw new ApiError('NOT_FOUND', { message: 'MARKET_NOT_FOUND' });
      await this.markets.cancel(tx, book, {
        eventId: request.eventId,
        markets: [request.marketId],
        reason: request.reason,
      });
      await writeAudit(tx, {
        operatorId,
        action: 'sports.void',
        target: `${request.eventId}/${request.marketId}`,
        details: { reason: request.reason },
      });
    });
  }
}
