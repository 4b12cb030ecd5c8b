import {
  FEED_MARKETS_MAX,
  MARKET_OUTCOMES_MAX,
  feedMessageSchema,
  marketIdSchema,
  marketKeyOf,
  oddsSchema,
  outcomeIdSchema,
  type FeedMessage,
  type MarketOdds,
  type SettledMarket,
  type SportId,
  type UofMessage,
  type UofSpecifiers,
} from '@casino/contracts';

import {
  bookMarketStatus,
  bookResult,
  UOF_VOID_REASONS,
  type LeftOutReason,
  type MarketRef,
} from './uof-values.ts';

import { fixtureStatusOf, sportEventStatusOf } from './uof-event-status.ts';

export { sportOfUofSportId, UOF_SPORT_IDS, type LeftOutReason } from './uof-values.ts';

/**
 * UOF messages (as uof-messages.ts reads them) as the book's feed messages (`FeedMessage`). The book's model is
 * UOF's: a market is its UOF id and specifiers (one key, `18|total=2.5`), an outcome its UOF outcome id, so every
 * market of every message goes through as it is; what is left out, and why, is reported (a key or outcome id
 * the book's schemas refuse, a void factor the settlement has no result for, a settlement without outcomes).
 * Names are not the feed's business: the book builds them from the market descriptions when it shows a market.
 */

/** A market left out of the translation. */
export interface LeftOutMarket {
  marketId: number;
  specifiers: UofSpecifiers;
  reason: LeftOutReason;
}

/** Why a whole message did not become a book message. */
export type SkippedReason =
  /** alive: the transport's business, the book has no such message. */
  | 'system_message'
  /** fixture_change: UOF carries no names, and the caller's lookup gave none. */
  | 'fixture_unknown'
  /** Every market of the message was left out. */
  | 'no_book_markets'
  /** Kept for reports of older records; no longer produced. */
  | 'groups_not_in_book'
  /** The book's schemas refuse the translated message (`detail` says why): dead-lettered, never applied. */
  | 'invalid_for_book';

/** The translation of one UOF message. */
export interface BookTranslation {
  /** The book's message, or null (then `skipped` says why). */
  message: FeedMessage | null;
  leftOut: LeftOutMarket[];
  skipped: SkippedReason | null;
  /** Why the book's schemas refused it, for `invalid_for_book`. */
  detail?: string;
}

/** What UOF's fixture_change does not carry: the names (from the REST fixture). */
export interface FixtureNames {
  competitionId: string;
  competition: string;
  home: string;
  away: string;
  /** When the message has no start_time. */
  startsAt?: number;
}

/** What the translation needs beyond the message. */
export interface UofToBookOptions {
  /** The event's sport (the routing key's sport id, `sportOfUofSportId`). */
  sport: SportId;
  /** The book's event id of a URN; default the URN itself. */
  eventIdOf?: (urn: string) => string;
  /** The fixture's names; without them a fixture_change is skipped. */
  fixtureOf?: (urn: string) => FixtureNames | null;
}

const MAX_MARKETS = FEED_MARKETS_MAX;

/** Translates one parsed UOF message into the book's model. */
export function uofToBook(uof: UofMessage, options: UofToBookOptions): BookTranslation {
  const leftOut: LeftOutMarket[] = [];
  const done = (message: FeedMessage | null, skipped: SkippedReason | null = null): BookTranslation => {
    if (message === null) return { message: null, leftOut, skipped };
    // What the parser takes but the book's schemas refuse (an event URN the book cannot key…) is not
    // thrown: the caller dead-letters it with the reason, so it cannot block the queue behind it.
    const checked = feedMessageSchema.safeParse(message);
    if (checked.success) return { message: checked.data, leftOut, skipped: null };
    const detail = checked.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    return { message: null, leftOut, skipped: 'invalid_for_book', detail };
  };
  if (uof.type === 'alive') return done(null, 'system_message');
  if (uof.type === 'snapshot_complete') {
    return done({ type: 'snapshot_complete', ts: uof.timestamp, requestId: uof.requestId });
  }
  const ts = uof.timestamp;
  const eventId = (options.eventIdOf ?? ((urn: string) => urn))(uof.eventId);
  /** The book's key of a market, or null (recorded as left out). */
  const resolve = (market: MarketRef): string | null => {
    const key = marketKeyOf(market.id, market.specifiers);
    if (marketIdSchema.safeParse(key).success) return key;
    leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'key_not_in_book' });
    return null;
  };
  const outcomeOf = (id: string): string | undefined =>
    outcomeIdSchema.safeParse(id).success ? id : undefined;
  const limited = <T>(items: T[], refs: MarketRef[]): T[] => {
    for (const market of refs.slice(MAX_MARKETS)) {
      leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'over_message_limit' });
    }
    return items.slice(0, MAX_MARKETS);
  };

  switch (uof.type) {
    case 'odds_change': {
      const refs: MarketRef[] = [];
      const markets: MarketOdds[] = [];
      for (const market of uof.markets) {
        const key = resolve(market);
        if (key === null) continue;
        const outcomes: MarketOdds['outcomes'] = [];
        if (market.outcomes.length > MARKET_OUTCOMES_MAX) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'too_many_outcomes' });
          continue;
        }
        const unknown = market.outcomes.find((outcome) => outcomeOf(outcome.id) === undefined);
        if (unknown) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'outcome_not_in_book' });
          continue;
        }
        for (const outcome of market.outcomes) {
          // An outcome without a price (or one the book cannot offer) is left out: the book keeps it inactive.
          if (outcome.odds === null || !oddsSchema.safeParse(outcome.odds).success) continue;
          outcomes.push({ id: outcome.id, odds: outcome.odds, active: outcome.active });
        }
        refs.push(market);
        markets.push({ id: key, status: bookMarketStatus(market.status), outcomes });
      }
      const status = sportEventStatusOf(uof.raw, options.sport);
      const nothing = status.status === undefined && status.score === undefined;
      if (markets.length === 0 && uof.markets.length > 0 && nothing) return done(null, 'no_book_markets');
      return done({
        type: 'odds_change',
        ts,
        eventId,
        producer: uof.product,
        ...(uof.requestId === null ? {} : { requestId: uof.requestId }),
        ...(status.status === undefined ? {} : { status: status.status }),
        ...(status.score === undefined ? {} : { score: status.score }),
        markets: limited(markets, refs),
      });
    }
    case 'bet_stop': {
      // UOF stops market groups: the book stops the markets its descriptions put in them (and any it cannot
      // place), until the next odds_change opens them again; `all` (or no group) stops the event.
      const groups = uof.groups.filter((group) => group !== '');
      const whole = groups.length === 0 || groups.includes('all');
      return done({ type: 'bet_stop', ts, eventId, ...(whole ? {} : { groups: groups.slice(0, 50) }) });
    }
    case 'bet_settlement': {
      const refs: MarketRef[] = [];
      const markets: SettledMarket[] = [];
      for (const market of uof.markets) {
        const key = resolve(market);
        if (key === null) continue;
        if (market.outcomes.length === 0) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'no_outcomes' });
          continue;
        }
        if (market.outcomes.length > MARKET_OUTCOMES_MAX) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'too_many_outcomes' });
          continue;
        }
        const outcomes: SettledMarket['outcomes'] = [];
        let fault: LeftOutReason | null = null;
        for (const outcome of market.outcomes) {
          const id = outcomeOf(outcome.id);
          const result = bookResult(outcome.result, outcome.voidFactor);
          if (id === undefined) fault = 'outcome_not_in_book';
          else if (result === undefined) fault = 'void_factor_not_in_book';
          else {
            const deadHeat = outcome.deadHeatFactor;
            if (deadHeat !== null && deadHeat.numerator === 0) {
              fault = 'dead_heat_factor_not_in_book';
              continue;
            }
            outcomes.push(
              deadHeat === null
                ? { id, result }
                : { id, result, deadHeat: [deadHeat.numerator, deadHeat.denominator] },
            );
          }
        }
        if (fault) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: fault });
          continue;
        }
        refs.push(market);
        markets.push({ id: key, outcomes });
      }
      if (markets.length === 0) return done(null, 'no_book_markets');
      return done({ type: 'bet_settlement', ts, eventId, markets: limited(markets, refs) });
    }
    case 'bet_cancel':
    case 'rollback_bet_settlement':
    case 'rollback_bet_cancel': {
      const refs: MarketRef[] = [];
      const ids: string[] = [];
      for (const market of uof.markets) {
        const key = resolve(market);
        if (key === null) continue;
        refs.push(market);
        ids.push(key);
      }
      if (ids.length === 0) return done(null, 'no_book_markets');
      const markets = limited(ids, refs);
      if (uof.type === 'rollback_bet_settlement') return done({ type: uof.type, ts, eventId, markets });
      const window = {
        ...(uof.startTime === null ? {} : { from: uof.startTime }),
        ...(uof.endTime === null ? {} : { to: uof.endTime }),
      };
      if (uof.type === 'rollback_bet_cancel')
        return done({ type: uof.type, ts, eventId, markets, ...window });
      const voidReason = uof.markets.find((market) => market.voidReason !== null)?.voidReason ?? 0;
      const reason = UOF_VOID_REASONS[voidReason] ?? `void reason ${voidReason}`;
      return done({ type: 'bet_cancel', ts, eventId, markets, reason, ...window });
    }
    case 'fixture_change': {
      const names = options.fixtureOf?.(uof.eventId) ?? null;
      const startsAt = uof.startTime ?? names?.startsAt;
      if (!names || startsAt === undefined) return done(null, 'fixture_unknown');
      return done({
        type: 'fixture_change',
        ts,
        eventId,
        fixture: {
          eventId,
          sport: options.sport,
          competitionId: names.competitionId,
          competition: names.competition,
          home: names.home,
          away: names.away,
          startsAt,
          status: fixtureStatusOf(uof.raw, uof.changeType),
        },
      });
    }
  }
}
