import type { FeedMessage } from '@casino/contracts';

type OddsChange = Extract<FeedMessage, { type: 'odds_change' }>;

/** How many events' prices are held at most; the oldest held goes first beyond it. */
const MAX_HELD_EVENTS = 2_000;

/**
 * Prices for an event the book has no fixture for yet (UOF may send odds before the fixture_change, and a
 * fixture is fetched from its REST API): held, each market at its latest price, until the fixture arrives, then
 * applied with it. Held in memory by the process that applies the feed; a restart loses them, and the recovery
 * that follows sends the event's prices again.
 */
export class HeldOdds {
  private readonly held = new Map<string, OddsChange>();

  /** Holds a price message of an unknown event, merged over what was held for it (later markets win). */
  hold(message: OddsChange): void {
    const before = this.held.get(message.eventId);
    const markets = new Map((before?.markets ?? []).map((market) => [market.id, market]));
    for (const market of message.markets) markets.set(market.id, market);
    this.held.delete(message.eventId);
    this.held.set(message.eventId, {
      ...before,
      ...message,
      ts: Math.max(before?.ts ?? message.ts, message.ts),
      markets: [...markets.values()],
    });
    for (const eventId of this.held.keys()) {
      if (this.held.size <= MAX_HELD_EVENTS) break;
      this.held.delete(eventId);
    }
  }

  /** What is held for an event, if anything. */
  of(eventId: string): OddsChange | undefined {
    return this.held.get(eventId);
  }

  /** Forgets an event's held prices (once applied). */
  release(eventId: string): void {
    this.held.delete(eventId);
  }

  get size(): number {
    return this.held.size;
  }
}
