import {
  feedMessageSchema,
  oddsSchema,
  type EventStatus,
  type FeedMessage,
  type MarketOdds,
  type SettledMarket,
  type SportId,
  type UofMessage,
  type UofSpecifiers,
} from '@casino/contracts';

import {
  BOOK_EVENT_STATUS_BY_UOF,
  bookMarketStatus,
  bookResult,
  resolveMarket,
  UOF_VOID_REASONS,
  type LeftOutReason,
  type MarketRef,
  type Resolved,
} from './uof-book-markets.ts';

import { clockTextOf, uofClockOfRaw } from './uof-clock.ts';

export { BOOK_MARKETS, sportOfUofSportId, UOF_SPORT_IDS, type LeftOutReason } from './uof-book-markets.ts';

/**
 * UOF messages (as uof-messages.ts reads them) translated into the book's own feed model (`FeedMessage`) for the
 * six market types the book has, with a report of every market left out and why. A first step (issue 35): the
 * book moves to UOF's model later; until then this is the real path's way in. `BOOK_MARKETS`
 * (uof-book-markets.ts) is the one table both directions use (uof-writer.ts writes the sandbox's messages as UOF).
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
  /** bet_stop of market groups none of the book's markets belongs to. */
  | 'groups_not_in_book';

/** The translation of one UOF message. */
export interface BookTranslation {
  /** The book's message, or null (then `skipped` says why). */
  message: FeedMessage | null;
  leftOut: LeftOutMarket[];
  skipped: SkippedReason | null;
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

/** The market groups of the book's markets (markets.xml): a bet_stop of any of them stops the event. */
const BOOK_GROUPS = new Set(['all', 'score', 'regular_play', 'incl_ot']);
const MAX_MARKETS = 64;

/** Translates one parsed UOF message into the book's model. */
export function uofToBook(uof: UofMessage, options: UofToBookOptions): BookTranslation {
  const leftOut: LeftOutMarket[] = [];
  const done = (message: FeedMessage | null, skipped: SkippedReason | null = null): BookTranslation => ({
    message: message === null ? null : feedMessageSchema.parse(message),
    leftOut,
    skipped: message === null ? skipped : null,
  });
  if (uof.type === 'alive') return done(null, 'system_message');
  if (uof.type === 'snapshot_complete') {
    return done({ type: 'snapshot_complete', ts: uof.timestamp, requestId: uof.requestId });
  }
  const ts = uof.timestamp;
  const eventId = (options.eventIdOf ?? ((urn: string) => urn))(uof.eventId);
  /** The book's id of a market, or null (recorded as left out). */
  const resolve = (market: MarketRef): Resolved | null => {
    const resolved = resolveMarket(options.sport, market);
    if (typeof resolved === 'string') {
      leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: resolved });
      return null;
    }
    return resolved;
  };
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
        const resolved = resolve(market);
        if (!resolved) continue;
        const outcomes: MarketOdds['outcomes'] = [];
        const unknown = market.outcomes.find((outcome) => resolved.outcomeOf(outcome.id) === undefined);
        if (unknown) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'outcome_not_in_book' });
          continue;
        }
        for (const outcome of market.outcomes) {
          // An outcome without a price (or one the book cannot offer) is left out: the book keeps it inactive.
          if (outcome.odds === null || !oddsSchema.safeParse(outcome.odds).success) continue;
          outcomes.push({
            id: resolved.outcomeOf(outcome.id) ?? '',
            odds: outcome.odds,
            active: outcome.active,
          });
        }
        refs.push(market);
        markets.push({
          id: resolved.id,
          type: resolved.type,
          line: resolved.line,
          status: bookMarketStatus(market.status),
          outcomes,
        });
      }
      const status = sportEventStatusOf(uof.raw, options.sport);
      const nothing = status.status === undefined && status.score === undefined;
      if (markets.length === 0 && uof.markets.length > 0 && nothing) return done(null, 'no_book_markets');
      return done({
        type: 'odds_change',
        ts,
        eventId,
        ...(status.status === undefined ? {} : { status: status.status }),
        ...(status.score === undefined ? {} : { score: status.score }),
        markets: limited(markets, refs),
      });
    }
    case 'bet_stop':
      if (!uof.groups.some((group) => BOOK_GROUPS.has(group))) return done(null, 'groups_not_in_book');
      return done({ type: 'bet_stop', ts, eventId });
    case 'bet_settlement': {
      const refs: MarketRef[] = [];
      const markets: SettledMarket[] = [];
      for (const market of uof.markets) {
        const resolved = resolve(market);
        if (!resolved) continue;
        if (market.outcomes.length === 0) {
          leftOut.push({ marketId: market.id, specifiers: market.specifiers, reason: 'no_outcomes' });
          continue;
        }
        const outcomes: SettledMarket['outcomes'] = [];
        let fault: LeftOutReason | null = null;
        for (const outcome of market.outcomes) {
          const id = resolved.outcomeOf(outcome.id);
          const result = bookResult(outcome.result, outcome.voidFactor);
          if (id === undefined) fault = 'outcome_not_in_book';
          else if (result === undefined) fault = 'void_factor_not_in_book';
          else {
            const deadHeat = outcome.deadHeatFactor;
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
        markets.push({ id: resolved.id, outcomes });
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
        const resolved = resolve(market);
        if (!resolved) continue;
        refs.push(market);
        ids.push(resolved.id);
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

/** An attribute of an element the parser kept raw (`sport_event_status`, read as `{ $: {…} }` in an array). */
function rawElement(raw: Record<string, unknown>, name: string): Record<string, unknown> | null {
  const nodes = raw[name];
  const node: unknown = Array.isArray(nodes) ? nodes[0] : null;
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : null;
}

function attributesOf(node: Record<string, unknown> | null): Record<string, string> {
  const attributes = node?.$;
  return typeof attributes === 'object' && attributes !== null ? (attributes as Record<string, string>) : {};
}

function integerText(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : undefined;
}

/**
 * The event's status and score from `<sport_event_status>` (the parser keeps it raw), the clock text from its
 * match_status, `<clock>` and `<period_scores>` (uof-clock.ts).
 */
function sportEventStatusOf(
  raw: Record<string, unknown>,
  sport: SportId,
): {
  status?: EventStatus;
  score?: { home: number; away: number; clock: string };
} {
  const node = rawElement(raw, 'sport_event_status');
  const attributes = attributesOf(node);
  const code = integerText(attributes.status);
  const status = code === undefined ? undefined : BOOK_EVENT_STATUS_BY_UOF[code];
  const home = integerText(attributes.home_score);
  const away = integerText(attributes.away_score);
  if (home === undefined || away === undefined) return status === undefined ? {} : { status };
  const clock = clockTextOf(sport, uofClockOfRaw(node));
  return { ...(status === undefined ? {} : { status }), score: { home, away, clock: clock.slice(0, 40) } };
}

/** A fixture_change's status: its `status` attribute when sent (real messages carry it), else from change_type. */
function fixtureStatusOf(raw: Record<string, unknown>, changeType: number | null): EventStatus {
  const code = integerText(attributesOf(raw).status);
  const status = code === undefined ? undefined : BOOK_EVENT_STATUS_BY_UOF[code];
  return status ?? (changeType === 3 ? 'cancelled' : 'not_started');
}
