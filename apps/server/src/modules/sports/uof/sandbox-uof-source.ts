import type { EventStatus, FeedMessage, SportId } from '@casino/contracts';

import { sandboxFixture, type SandboxOptions } from '../feed/sandbox-fixtures.ts';
import type { SimulatedFeed } from '../feed/simulated-feed.ts';
import type { RecoveryClient } from './recovery-client.ts';
import { sandboxEventIdOf, sandboxEventUrn } from './uof-values.ts';
import type { FixtureNames } from './uof-to-book.ts';
import {
  productOf,
  sandboxSportOf,
  UOF_PRODUCTS,
  writeUofAlive,
  writeUofMessage,
  type UofOutgoing,
} from './uof-writer.ts';

/** How often the sandbox's producers say they are alive (UOF sends one every 10 s). */
export const SANDBOX_ALIVE_MS = 10_000;
/** Fixture names kept for the lookup (the sandbox's own are derived again from the seed when evicted). */
const NAMES_KEPT = 10_000;

/** Where the sandbox's UOF messages go: the transport, or the recovery's handler. */
export type UofSink = (outgoing: UofOutgoing) => Promise<void>;

/**
 * The sandbox simulation as a UOF provider: its messages (the timeline, the test console's, a recovery's)
 * written as UOF XML with their routing keys, plus an `alive` of each producer every 10 s. It is also the
 * sandbox's stand-in for what a real provider serves over REST: the names of each fixture (UOF's
 * fixture_change carries none) and the book's event id of each URN.
 *
 * The simulation's own events have fixed URNs (`sandboxEventUrn`); an event of the test console with an id
 * of its own (`e2e:football:1`) gets `sbx:match:<n>` for the life of the process.
 */
export class SandboxUofSource {
  private readonly statuses = new Map<string, EventStatus>();
  private readonly sports = new Map<string, SportId>();
  private readonly urns = new Map<string, string>();
  private readonly eventIds = new Map<string, string>();
  private readonly names = new Map<string, FixtureNames>();
  private aliveTimer: ReturnType<typeof setInterval> | undefined;
  /** The test console's drill: the producers stay silent (no alives) until resumed. */
  private alivesPaused = false;

  constructor(
    readonly simulated: SimulatedFeed,
    private readonly options: SandboxOptions & { nodeId: number | null; aliveMs?: number },
  ) {}

  /** Starts the simulation, publishing each of its messages (and the producers' alives) to `publish`. */
  async start(publish: UofSink, publishAlive: UofSink): Promise<void> {
    await this.simulated.start((message) => publish(this.write(message)));
    const alive = () => {
      if (this.alivesPaused) return;
      for (const product of Object.values(UOF_PRODUCTS)) {
        publishAlive(writeUofAlive(product, Date.now())).catch(() => undefined);
      }
    };
    alive();
    this.aliveTimer = setInterval(alive, this.options.aliveMs ?? SANDBOX_ALIVE_MS);
    this.aliveTimer.unref?.();
  }

  /** Stops the alives and the simulation; resolves once its delivery in hand is done. */
  async stop(): Promise<void> {
    clearInterval(this.aliveTimer);
    this.aliveTimer = undefined;
    await this.simulated.stop();
  }

  /** Silences the producers' alives (true) or lets them speak again: what a provider's outage looks like. */
  pauseAlives(paused: boolean): void {
    this.alivesPaused = paused;
  }

  /**
   * The simulation's recovery, each message as UOF, ending with the node's snapshot_complete from `product` (the
   * producer that asked). Its prices carry the request id, as UOF's do.
   */
  recover(
    since: number,
    requestId: number,
    deliver: UofSink,
    product: number = UOF_PRODUCTS.live,
  ): Promise<void> {
    return this.simulated.recover(since, requestId, (message) => {
      if (message.type === 'snapshot_complete') {
        return deliver(
          writeUofMessage(message, { sport: 'football', eventUrn: '', product, nodeId: this.options.nodeId }),
        );
      }
      return deliver(this.write(message.type === 'odds_change' ? { ...message, requestId } : message));
    });
  }

  /** One message as UOF, from the producer UOF would send it from. Throws `UofWriteError` if it cannot be. */
  write(message: FeedMessage): UofOutgoing {
    if (message.type === 'snapshot_complete') {
      return writeUofMessage(message, {
        sport: 'football',
        eventUrn: '',
        product: UOF_PRODUCTS.live,
        nodeId: this.options.nodeId,
      });
    }
    const { eventId } = message;
    if (message.type === 'fixture_change') {
      this.sports.set(eventId, message.fixture.sport);
      this.statuses.set(eventId, message.fixture.status);
    } else if (message.type === 'odds_change' && message.status !== undefined) {
      this.statuses.set(eventId, message.status);
    }
    const eventUrn = this.urnOf(eventId);
    if (message.type === 'fixture_change') {
      const { competitionId, competition, home, away, startsAt } = message.fixture;
      this.names.delete(eventUrn);
      this.names.set(eventUrn, { competitionId, competition, home, away, startsAt });
      if (this.names.size > NAMES_KEPT) this.names.delete(this.names.keys().next().value ?? '');
    }
    return writeUofMessage(message, {
      sport: this.sports.get(eventId) ?? sandboxSportOf(eventId),
      eventUrn,
      product: productOf(this.statuses.get(eventId) ?? 'not_started'),
    });
  }

  /** The book's event id of a URN this source wrote, or null. */
  eventIdOf(urn: string): string | null {
    return this.eventIds.get(urn) ?? sandboxEventIdOf(urn);
  }

  /** A fixture's names, as a provider's REST fixture would give them, or null. */
  fixtureOf(urn: string): FixtureNames | null {
    const kept = this.names.get(urn);
    if (kept) return kept;
    const eventId = sandboxEventIdOf(urn);
    if (eventId === null) return null;
    const [, sport, slot] = eventId.split(':') as [string, SportId, string];
    const { competitionId, competition, home, away } = sandboxFixture(this.options, sport, Number(slot));
    return { competitionId, competition, home, away };
  }

  private urnOf(eventId: string): string {
    if (/^sb:[a-z]+:\d{1,12}$/.test(eventId)) return sandboxEventUrn(eventId);
    let urn = this.urns.get(eventId);
    if (urn === undefined) {
      urn = `sbx:match:${this.urns.size + 1}`;
      this.urns.set(eventId, urn);
      this.eventIds.set(urn, eventId);
    }
    return urn;
  }
}

/** The recovery path segments of the sandbox's producers. */
const SANDBOX_PRODUCTS = new Map<string, number>([
  ['liveodds', UOF_PRODUCTS.live],
  ['pre', UOF_PRODUCTS.prematch],
]);

/**
 * The sandbox as a provider's recovery endpoint: a request publishes the simulation's recovery on the
 * transport — behind what is queued, in order, as UOF delivers it — ending with the asking producer's
 * snapshot_complete. Accepted at once, like the REST API's 202.
 */
export function sandboxRecoveryClient(
  source: SandboxUofSource,
  publish: (routingKey: string, xml: string) => Promise<void>,
  now: () => number,
  onError: (error: unknown) => void,
): RecoveryClient {
  return {
    initiate: ({ product, requestId, after }) => {
      const producer = SANDBOX_PRODUCTS.get(product);
      if (producer === undefined) {
        return Promise.resolve({
          ok: false,
          failure: { kind: 'http', status: 404, detail: `no producer ${product}`, retryAfterMs: null },
        });
      }
      source
        .recover(after ?? now(), requestId, ({ routingKey, xml }) => publish(routingKey, xml), producer)
        .catch(onError);
      return Promise.resolve({ ok: true, status: 202 });
    },
  };
}
