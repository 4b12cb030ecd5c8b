import { XMLBuilder } from 'fast-xml-parser';

import { parseMarketKey, type EventStatus, type FeedMessage, type SportId } from '@casino/contracts';

import { formatRoutingKey, type UofRoutingKey } from './routing-key.ts';
import { uofClockOf, uofClockXml } from './uof-clock.ts';
import {
  decimalOdds,
  sandboxEventUrn,
  decimalOfFraction,
  uofResultAttributes,
  UOF_EVENT_STATUS,
  UOF_SPORT_IDS,
  UofWriteError,
  voidReasonOf,
} from './uof-values.ts';

export { sandboxEventIdOf, sandboxEventUrn } from './uof-values.ts';

/**
 * The book's feed messages (`FeedMessage`, what the sandbox produces) written as UOF XML, element for element as
 * Sportradar's feed sends them, each with its routing key: so the sandbox can speak UOF over the transport and
 * the real path (transport → parse → uof-to-book → book) is the one it exercises. The book's markets and
 * outcomes are UOF's already (a market key is the UOF id and specifiers), so they are written as they are.
 *
 * A score's clock text is written as UOF states it (match_status, `<clock>`, `<period_scores>`: uof-clock.ts).
 * What UOF has no place for is not written: a settlement's score, a cancel's free-text reason (UOF has void_reason codes: `incorrect odds` 12,
 * `fixture cancelled` 5, anything else 0 "other"), and a fixture's names (UOF's fixture_change carries none;
 * the REST fixture does).
 */

/** UOF's producers the sandbox speaks as. */
export const UOF_PRODUCTS = { live: 1, prematch: 3 } as const;

/** A message ready for the transport. */
export interface UofOutgoing {
  routingKey: string;
  xml: string;
}

/** What a message needs beyond itself. */
export interface UofWriteContext {
  /** The event's sport (market ids and the routing key depend on it). */
  sport: SportId;
  /** The event's URN, `sr:match:1231`. */
  eventUrn: string;
  /** The producer: 3 prematch, 1 live. */
  product: number;
  /** The node a recovery was asked for; only snapshot_complete carries it in its key. */
  nodeId?: number | null;
}

export { UofWriteError } from './uof-values.ts';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

type XmlElement = Record<string, unknown>;

/** Writes one message as UOF XML with its routing key. */
export function writeUofMessage(message: FeedMessage, context: UofWriteContext): UofOutgoing {
  if (message.type === 'snapshot_complete') {
    const xml = document('snapshot_complete', {
      '@_request_id': String(message.requestId),
      '@_product': String(context.product),
      '@_timestamp': String(message.ts),
    });
    return { routingKey: systemKey('snapshot_complete', context.nodeId ?? null), xml };
  }
  const event = {
    '@_product': String(context.product),
    '@_event_id': context.eventUrn,
    '@_timestamp': String(message.ts),
  };
  const key = (messageType: string) => eventKey(messageType, context);
  switch (message.type) {
    case 'odds_change': {
      const status: XmlElement = {};
      if (message.status !== undefined) status['@_status'] = String(UOF_EVENT_STATUS[message.status]);
      if (message.score) {
        status['@_home_score'] = String(message.score.home);
        status['@_away_score'] = String(message.score.away);
        Object.assign(status, uofClockXml(uofClockOf(context.sport, message.score.clock)));
      }
      const markets = message.markets.map((market) => {
        return {
          ...marketAttributes(market.id),
          '@_status': MARKET_STATUS_CODES[market.status],
          outcome: market.outcomes.map((outcome) => ({
            '@_id': outcome.id,
            '@_odds': decimalOdds(outcome.odds),
            '@_active': outcome.active ? '1' : '0',
          })),
        };
      });
      const body: XmlElement = { ...event };
      if (message.requestId !== undefined) body['@_request_id'] = String(message.requestId);
      if (Object.keys(status).length > 0) body.sport_event_status = status;
      body.odds = { market: markets };
      return { routingKey: key('odds_change'), xml: document('odds_change', body) };
    }
    case 'bet_stop': {
      if (message.markets === undefined) {
        const groups = message.groups?.join('|') ?? 'all';
        return { routingKey: key('bet_stop'), xml: document('bet_stop', { '@_groups': groups, ...event }) };
      }
      // UOF stops market groups, not markets: suspending some markets is an odds_change saying so.
      const markets = message.markets.map((id) => ({
        ...marketAttributes(id),
        '@_status': MARKET_STATUS_CODES.suspended,
      }));
      return {
        routingKey: key('odds_change'),
        xml: document('odds_change', { ...event, odds: { market: markets } }),
      };
    }
    case 'bet_settlement': {
      const markets = message.markets.map((market) => {
        return {
          ...marketAttributes(market.id),
          outcome: market.outcomes.map((outcome) => ({
            '@_id': outcome.id,
            ...uofResultAttributes(outcome.result),
            ...(outcome.deadHeat
              ? { '@_dead_heat_factor': decimalOfFraction(outcome.deadHeat[0], outcome.deadHeat[1]) }
              : {}),
          })),
        };
      });
      return {
        routingKey: key('bet_settlement'),
        xml: document('bet_settlement', { ...event, outcomes: { market: markets } }),
      };
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel':
    case 'rollback_bet_settlement': {
      const voidReason = message.type === 'bet_cancel' ? voidReasonOf(message.reason) : null;
      const markets = message.markets.map((id) => ({
        ...marketAttributes(id),
        ...(voidReason === null ? {} : { '@_void_reason': voidReason }),
      }));
      const window: XmlElement = {};
      if (message.type !== 'rollback_bet_settlement') {
        if (message.from !== undefined) window['@_start_time'] = String(message.from);
        if (message.to !== undefined) window['@_end_time'] = String(message.to);
      }
      return {
        routingKey: key(message.type),
        xml: document(message.type, { ...window, ...event, market: markets }),
      };
    }
    case 'fixture_change': {
      const { status, startsAt } = message.fixture;
      const changeType = status === 'cancelled' ? '3' : status === 'not_started' ? '1' : null;
      // `status` as the real fixture_change of the SDKs' test data carries it (uof-to-book reads it back).
      const attributes: XmlElement = {
        '@_status': String(UOF_EVENT_STATUS[status]),
        '@_start_time': String(startsAt),
        ...event,
      };
      if (changeType !== null) attributes['@_change_type'] = changeType;
      return { routingKey: key('fixture_change'), xml: document('fixture_change', attributes) };
    }
  }
}

/** A producer's alive heartbeat with its routing key. */
export function writeUofAlive(product: number, timestamp: number, subscribed = true): UofOutgoing {
  const xml = document('alive', {
    '@_product': String(product),
    '@_timestamp': String(timestamp),
    '@_subscribed': subscribed ? '1' : '0',
  });
  return { routingKey: systemKey('alive', null), xml };
}

/** The producer of an event in a status: prematch before the start (and for a fixture called off), else live. */
export function productOf(status: EventStatus): number {
  return status === 'not_started' || status === 'cancelled' ? UOF_PRODUCTS.prematch : UOF_PRODUCTS.live;
}

/**
 * The sandbox's stream as UOF: remembers each event's status (from its fixture_change and odds_change) so each
 * message goes out from the producer UOF would send it from.
 */
export class SandboxUofWriter {
  private readonly statuses = new Map<string, EventStatus>();

  write(message: FeedMessage): UofOutgoing {
    if (message.type === 'snapshot_complete') {
      return writeUofMessage(message, { sport: 'football', eventUrn: '', product: UOF_PRODUCTS.live });
    }
    const status =
      message.type === 'fixture_change'
        ? message.fixture.status
        : message.type === 'odds_change'
          ? message.status
          : undefined;
    if (status !== undefined) this.statuses.set(message.eventId, status);
    return writeUofMessage(message, {
      sport: sandboxSportOf(message.eventId),
      eventUrn: sandboxEventUrn(message.eventId),
      product: productOf(this.statuses.get(message.eventId) ?? 'not_started'),
    });
  }
}

const MARKET_STATUS_CODES = { active: '1', suspended: '-1', deactivated: '0' } as const;

function document(root: string, body: XmlElement): string {
  return `${XML_DECLARATION}${builder.build({ [root]: body }) as string}`;
}

/** `hi.pre.-.odds_change.1.sr:match.1231.-`: settlements `lo`, the rest `hi`; fixture changes both interests. */
function eventKey(messageType: string, context: UofWriteContext): string {
  const live = context.product === UOF_PRODUCTS.live;
  const both = messageType === 'fixture_change';
  const number = /^([a-z]+:[a-z_]+):(-?\d+)$/.exec(context.eventUrn);
  if (!number?.[1] || !number[2]) throw new UofWriteError(`not an event URN: ${context.eventUrn}`);
  const key: UofRoutingKey = {
    priority: messageType === 'bet_settlement' || messageType === 'rollback_bet_settlement' ? 'lo' : 'hi',
    prematch: both || !live ? 'pre' : '-',
    live: both || live ? 'live' : '-',
    messageType,
    sportId: UOF_SPORT_IDS[context.sport],
    urnType: number[1],
    eventId: Number(number[2]),
    nodeId: null,
  };
  return formatRoutingKey(key);
}

function systemKey(messageType: string, nodeId: number | null): string {
  return formatRoutingKey({
    priority: '-',
    prematch: '-',
    live: '-',
    messageType,
    sportId: null,
    urnType: null,
    eventId: null,
    nodeId,
  });
}

/** A market key (`18|total=2.5`) as UOF's attributes: `id="18" specifiers="total=2.5"`. */
function marketAttributes(key: string): XmlElement {
  const { marketId, specifiers } = parseMarketKey(key);
  const text = Object.entries(specifiers)
    .map(([name, value]) => `${name}=${value}`)
    .join('|');
  return text === '' ? { '@_id': String(marketId) } : { '@_id': String(marketId), '@_specifiers': text };
}

/** The sandbox's sport of an event id (`sb:tennis:4` → tennis). */
export function sandboxSportOf(eventId: string): SportId {
  const sport = eventId.split(':')[1] as SportId;
  if (!Object.hasOwn(UOF_SPORT_IDS, sport)) throw new UofWriteError(`not a sandbox event id: ${eventId}`);
  return sport;
}
