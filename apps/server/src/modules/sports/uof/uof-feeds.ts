import { SimulatedFeed } from '../feed/simulated-feed.ts';
import type { SandboxOptions } from '../feed/sandbox-fixtures.ts';
import { AmqpFeedTransport } from './amqp-transport.ts';
import type { FeedTransport } from './feed-transport.ts';
import { InProcessFeedQueue } from './in-process-queue.ts';
import { SandboxUofSource } from './sandbox-uof-source.ts';
import { UofFeed, type UofFeedLog } from './uof-feed.ts';
import type { UofFixtureLookup } from './uof-fixtures.ts';
import { UofRecordingTransport, UofReplayTransport } from './uof-recording.ts';

/** Where the feed's messages travel: `SPORTS_FEED_URL` and `SPORTS_FEED_NODE`. */
export interface UofTransportSettings {
  /** The broker (`amqp://…`), or undefined for the in-process queue. */
  url: string | undefined;
  nodeId: number;
  /** Appends every message consumed, as it came, to this JSONL file (`SPORTS_FEED_RECORD_XML`). */
  recordTo?: string | undefined;
  /** A transport of the caller's own (a test's queue) instead of the one `url` names. */
  transport?: FeedTransport;
  log?: UofFeedLog;
}

/** The given transport, else the broker at `url`, else the in-process queue; recorded where asked. */
export function feedTransportOf(settings: UofTransportSettings): FeedTransport {
  const transport = settings.transport ?? plainTransportOf(settings);
  return settings.recordTo ? new UofRecordingTransport(transport, settings.recordTo) : transport;
}

function plainTransportOf({ url, nodeId, log }: UofTransportSettings): FeedTransport {
  if (url) {
    return new AmqpFeedTransport({
      url,
      nodeId,
      ...(log
        ? { onTrouble: (what: string, error?: unknown) => log.warn({ err: error }, `sports feed: ${what}`) }
        : {}),
    });
  }
  return new InProcessFeedQueue(
    log
      ? {
          onHandlerError: (error, routingKey) =>
            log.warn({ err: error, routingKey }, 'sports feed: retrying'),
        }
      : {},
  );
}

/**
 * The sandbox feed (`SPORTS_FEED=sandbox`): the simulation published as UOF on the transport and consumed back
 * from it. `simulated` is the simulation itself (its test console injects through it).
 */
export function sandboxUofFeed(
  sandbox: SandboxOptions & { now: () => number; tickMs?: number; aliveMs?: number },
  transport: UofTransportSettings,
): { feed: UofFeed; simulated: SimulatedFeed; source: SandboxUofSource } {
  const simulated = new SimulatedFeed(sandbox);
  const source = new SandboxUofSource(simulated, {
    seed: sandbox.seed,
    epoch: sandbox.epoch,
    nodeId: transport.nodeId,
    ...(sandbox.aliveMs === undefined ? {} : { aliveMs: sandbox.aliveMs }),
  });
  const feed = new UofFeed({
    name: simulated.name,
    sandbox: true,
    transport: feedTransportOf(transport),
    source,
    eventIdOf: (urn) => source.eventIdOf(urn),
    fixtureOf: (urn) => source.fixtureOf(urn),
    ...(transport.log ? { log: transport.log } : {}),
  });
  return { feed, simulated, source };
}

/**
 * A real provider's UOF (`SPORTS_FEED=uof`), consumed without publishing. Its URNs are the book's event ids;
 * each event's fixture is read from the provider's REST API (`fixtures`) when the book first hears of it and at
 * each fixture_change. Without the REST API (no fixtures), fixture_change messages are reported and left out and
 * prices wait for a fixture that never comes.
 */
export function providerUofFeed(transport: UofTransportSettings, fixtures: UofFixtureLookup | null): UofFeed {
  return new UofFeed({
    name: 'uof',
    sandbox: false,
    transport: feedTransportOf(transport),
    source: null,
    eventIdOf: (urn) => urn,
    fixtureOf: (urn) => fixtures?.known(urn) ?? null,
    ...(fixtures ? { fixtures } : {}),
    ...(transport.log ? { log: transport.log } : {}),
  });
}

/**
 * A recording of UOF (`SPORTS_FEED=uof-replay`, `SPORTS_FEED_FILE`) played into the book at its recorded pace:
 * the sandbox's URNs named from the seed as the sandbox names them, anyone else's from the provider's REST
 * fixtures when configured. Producers are not followed (nobody answers a recovery).
 */
export function replayUofFeed(
  path: string,
  sandbox: SandboxOptions & { now: () => number },
  fixtures: UofFixtureLookup | null,
  log?: UofFeedLog,
): UofFeed {
  const names = new SandboxUofSource(new SimulatedFeed(sandbox), { ...sandbox, nodeId: null });
  return new UofFeed({
    name: 'replay',
    sandbox: false,
    transport: new UofReplayTransport({
      path,
      speed: 1,
      ...(log
        ? { onRejectedLine: (line, reason) => log.warn({ line, reason }, 'sports feed: replay line skipped') }
        : {}),
    }),
    source: null,
    eventIdOf: (urn) => names.eventIdOf(urn) ?? urn,
    fixtureOf: (urn) => fixtures?.known(urn) ?? names.fixtureOf(urn),
    ...(fixtures ? { fixtures } : {}),
    ...(log ? { log } : {}),
  });
}
