import type { FeedMessage, UofMessage } from '@casino/contracts';

import type { FeedAdapter, FeedHandler } from '../feed/feed-adapter.ts';
import type { FeedDelivery, FeedOutcome, FeedTransport } from './feed-transport.ts';
import type { RecoveryClient } from './recovery-client.ts';
import { InvalidRoutingKeyError, parseRoutingKey } from './routing-key.ts';
import { sandboxRecoveryClient, type SandboxUofSource } from './sandbox-uof-source.ts';
import { parseUofMessage, type UofParsed } from './uof-messages.ts';
import { fixtureMessage, type UofFixtureLookup } from './uof-fixtures.ts';
import { sportOfUofSportId, uofToBook, type FixtureNames, type LeftOutMarket } from './uof-to-book.ts';
import type { UofOutgoing } from './uof-writer.ts';

/** How long the sandbox waits for the book to take a message it published before it goes on regardless. */
const SETTLE_TIMEOUT_MS = 30_000;

/** Where the adapter tells what it left out (pino's signature: the details, then the message). */
export interface UofFeedLog {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the adapter is built from. */
export interface UofFeedOptions {
  /** The feed's name in the book's log (`sandbox` for the simulation, so its recovery point carries over). */
  name: string;
  sandbox: boolean;
  transport: FeedTransport;
  /** The sandbox simulation publishing on the transport; null for a real provider. */
  source: SandboxUofSource | null;
  /** The book's event id of a URN, or null when unknown (the message is reported, not applied). */
  eventIdOf: (urn: string) => string | null;
  /** A fixture's names (UOF's fixture_change has none), or null (the fixture_change is reported, not applied). */
  fixtureOf: (urn: string) => FixtureNames | null;
  /** A provider's fixtures over REST: read for each event the book hears of first, and at each fixture_change. */
  fixtures?: UofFixtureLookup;
  log?: UofFeedLog;
  settleTimeoutMs?: number;
}

/** A UOF message read for the book: its message, a reason to leave it out, or a reason to refuse it. */
export type UofReading =
  | { kind: 'message'; uof: UofMessage; message: FeedMessage; leftOut: LeftOutMarket[] }
  | { kind: 'skipped'; uof: UofMessage; reason: string; leftOut: LeftOutMarket[] }
  | { kind: 'refused'; reason: string };

/** Keeps a refused message for the operator. */
export type DeadLetterKeeper = (letter: {
  routingKey: string;
  reason: string;
  body: string;
}) => Promise<void>;

/** Follows the producers' health from what the feed consumed (uof-producers.ts). */
export interface ProducerWatch {
  start(): Promise<void>;
  observe(message: UofMessage): Promise<void>;
  close(): void;
}

/** What the adapter has done, for tests and diagnostics. */
export interface UofFeedCounts {
  applied: number;
  skipped: number;
  deadLettered: number;
}

const silent: UofFeedLog = { debug: () => undefined, warn: () => undefined };

/**
 * The sportsbook's feed over UOF (issue 35): XML from the transport (RabbitMQ, or the in-process queue) read
 * (uof-messages.ts), translated into the book's messages (uof-to-book.ts) and handed to the book one at a time;
 * the transport acknowledges a message only once the book has committed it. A message the parser refuses goes
 * to the dead letters with its reason; one with nothing for the book (an alive, markets the book does not have)
 * is acknowledged and reported at debug level.
 *
 * With the sandbox, the simulation publishes on the same transport as UOF (`SandboxUofSource`) and its
 * recovery takes the same write → read → translate path straight to the book: the book hears the sandbox only
 * as UOF XML.
 */
export class UofFeed implements FeedAdapter {
  readonly name: string;
  readonly sandbox: boolean;
  readonly counts: UofFeedCounts = { applied: 0, skipped: 0, deadLettered: 0 };
  private readonly log: UofFeedLog;
  /** The sandbox's published messages waiting for the book, by body. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private producers: ProducerWatch | null = null;
  private keepDeadLetter: DeadLetterKeeper | null = null;

  constructor(private readonly options: UofFeedOptions) {
    this.name = options.name;
    this.sandbox = options.sandbox;
    this.log = options.log ?? silent;
  }

  /** Where a refused message is kept for the operator, besides the transport's dead letters. */
  onDeadLetter(keep: DeadLetterKeeper): void {
    this.keepDeadLetter = keep;
  }

  /** Follows the producers: their recovery replaces `recover`; the book hears when one goes down or comes back. */
  watchProducers(producers: ProducerWatch): void {
    this.producers = producers;
  }

  /** The sandbox's recovery endpoint, publishing on this transport (`sandboxRecoveryClient`); null for a provider. */
  sandboxRecovery(now: () => number, onError: (error: unknown) => void): RecoveryClient | null {
    const { source, transport } = this.options;
    if (!source) return null;
    return sandboxRecoveryClient(
      source,
      (routingKey, xml) => transport.publish(routingKey, xml),
      now,
      onError,
    );
  }

  async start(handler: FeedHandler): Promise<void> {
    // Producers first: they suspend what they must before the first message is taken.
    await this.producers?.start();
    await this.options.transport.start((delivery) => this.consume(delivery, handler));
    await this.options.source?.start(
      (outgoing) => this.publishAndWait(outgoing),
      (outgoing) => this.options.transport.publish(outgoing.routingKey, outgoing.xml),
    );
  }

  /** Stops the sandbox's publishing, then the transport (once the message in hand is committed). */
  async stop(): Promise<void> {
    this.producers?.close();
    await this.options.source?.stop();
    await this.options.transport.close();
    for (const resolvers of this.waiting.values()) for (const resolve of resolvers) resolve();
    this.waiting.clear();
  }

  /** The sandbox's recovery straight to the book; a feed following its producers recovers each through them. */
  async recover(since: number, requestId: number, handler: FeedHandler): Promise<void> {
    if (this.producers) return;
    const source = this.options.source;
    if (!source) {
      this.log.warn(
        { feed: this.name, since },
        'sports feed: UOF recovery over the REST API is not wired yet',
      );
      return;
    }
    await source.recover(since, requestId, async ({ routingKey, xml }) => {
      const reading = this.read(routingKey, xml);
      if (reading.kind === 'refused')
        throw new Error(`the sandbox wrote a refused message: ${reading.reason}`);
      await this.deliver(reading, routingKey, handler);
    });
  }

  /** Reads one message for the book. */
  read(routingKey: string, xml: string): UofReading {
    return this.readParsed(routingKey, parseUofMessage(xml));
  }

  private readParsed(routingKey: string, parsed: UofParsed): UofReading {
    if (!parsed.ok) {
      const { reason, detail } = parsed.refusal;
      return { kind: 'refused', reason: `${reason}: ${detail}` };
    }
    let sportId: number | null;
    try {
      sportId = parseRoutingKey(routingKey).sportId;
    } catch (error) {
      if (error instanceof InvalidRoutingKeyError) return { kind: 'refused', reason: error.message };
      throw error;
    }
    const uof = parsed.message;
    const sport = sportOfUofSportId(sportId);
    if (uof.type !== 'alive' && uof.type !== 'snapshot_complete') {
      if (sport === null) return { kind: 'skipped', uof, reason: 'sport_not_in_book', leftOut: [] };
      if (this.options.eventIdOf(uof.eventId) === null) {
        return { kind: 'skipped', uof, reason: 'event_unknown', leftOut: [] };
      }
    }
    const translation = uofToBook(uof, {
      sport: sport ?? 'football',
      eventIdOf: (urn) => this.options.eventIdOf(urn) ?? urn,
      fixtureOf: this.options.fixtureOf,
    });
    const { message, leftOut, skipped } = translation;
    if (skipped === 'invalid_for_book')
      return { kind: 'refused', reason: `${skipped}: ${translation.detail ?? ''}` };
    if (message === null) return { kind: 'skipped', uof, reason: skipped ?? 'nothing_for_the_book', leftOut };
    return { kind: 'message', uof, message, leftOut };
  }

  private async consume(delivery: FeedDelivery, handler: FeedHandler): Promise<FeedOutcome> {
    const parsed = parseUofMessage(delivery.body);
    if (parsed.ok) await this.ensureFixture(delivery.routingKey, parsed.message, handler);
    const reading = this.readParsed(delivery.routingKey, parsed);
    if (reading.kind === 'refused') {
      this.log.warn({ routingKey: delivery.routingKey, reason: reading.reason }, 'sports feed: dead letter');
      // Kept before the transport lets it go: a failure here leaves it on the queue, delivered again.
      await this.keepDeadLetter?.({
        routingKey: delivery.routingKey,
        reason: reading.reason,
        body: delivery.body,
      });
      this.counts.deadLettered += 1;
      this.settled(delivery.body);
      return { deadLetter: reading.reason };
    }
    // A throw here leaves the message on the transport, which delivers it again.
    await this.deliver(reading, delivery.routingKey, handler);
    // Committed: the producer's cursor may pass it (an alive or a snapshot_complete moves its state).
    await this.producers?.observe(reading.uof);
    this.settled(delivery.body);
    return 'applied';
  }

  private async deliver(reading: UofReading, routingKey: string, handler: FeedHandler): Promise<void> {
    if (reading.kind === 'refused') return;
    if (reading.kind === 'skipped') {
      this.counts.skipped += 1;
      if (reading.reason !== 'system_message') {
        this.log.debug(
          { routingKey, reason: reading.reason, leftOut: reading.leftOut },
          'sports feed: skipped',
        );
      }
      return;
    }
    if (reading.leftOut.length > 0) {
      this.log.debug({ routingKey, leftOut: reading.leftOut }, 'sports feed: markets left out');
    }
    await handler(reading.message);
    this.counts.applied += 1;
  }

  /**
   * With a provider's fixtures (REST): an event's first message in this process has its fixture read and told
   * to the book first (UOF sends fixture_change only when a fixture changes); a fixture_change has it read
   * again. A provider that cannot answer throws: the message stays on the transport and comes again.
   */
  private async ensureFixture(routingKey: string, uof: UofMessage, handler: FeedHandler): Promise<void> {
    const fixtures = this.options.fixtures;
    if (!fixtures || uof.type === 'alive' || uof.type === 'snapshot_complete') return;
    const changed = uof.type === 'fixture_change';
    if (!changed && (fixtures.known(uof.eventId) || fixtures.missing(uof.eventId))) return;
    const fixture = await fixtures.load(uof.eventId);
    if (!fixture || changed) return;
    const message = fixtureMessage(
      routingKey,
      uof,
      fixture,
      this.options.eventIdOf(uof.eventId) ?? uof.eventId,
    );
    if (typeof message === 'string') {
      this.log.warn({ urn: uof.eventId, reason: message }, 'sports feed: fixture left out');
      return;
    }
    await handler(message);
  }

  /** Publishes a sandbox message; resolves once the book has taken it (the console's "delivered"). */
  private async publishAndWait({ routingKey, xml }: UofOutgoing): Promise<void> {
    let resolver: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (resolver = resolve));
    const resolvers = this.waiting.get(xml) ?? [];
    resolvers.push(resolver);
    this.waiting.set(xml, resolvers);
    const forget = () => {
      const list = this.waiting.get(xml);
      const index = list?.indexOf(resolver) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
      if (list?.length === 0) this.waiting.delete(xml);
    };
    try {
      await this.options.transport.publish(routingKey, xml);
    } catch (error) {
      forget();
      throw error;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        forget();
        this.log.warn({ routingKey }, 'sports feed: the book has not taken a sandbox message yet');
        resolve();
      }, this.options.settleTimeoutMs ?? SETTLE_TIMEOUT_MS);
      timer.unref?.();
    });
    await Promise.race([taken, timeout]);
    clearTimeout(timer);
  }

  /** The book has taken a message: the oldest sandbox publisher waiting on that body goes on. */
  private settled(body: string): void {
    const list = this.waiting.get(body);
    list?.shift()?.();
    if (list?.length === 0) this.waiting.delete(body);
  }
}
