import type { FeedMessage } from '@casino/contracts';

import type { Config } from '../../platform/config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import type { BetAdmission } from '../games/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import type { FeedAdapter } from './feed/feed-adapter.ts';
import { RecordingFeed, ReplayFeed } from './feed/jsonl.ts';
import type { SimulatedFeed } from './feed/simulated-feed.ts';
import { SportsAdmin } from './sports-admin.ts';
import { SportsBets } from './sports-bets.ts';
import { SportsCashOut } from './sports-cash-out.ts';
import { SportsFeedConsumer } from './sports-feed-consumer.ts';
import { SportsGrading } from './sports-grading.ts';
import { SportsQueries } from './sports-queries.ts';
import type { SportsParts } from './sports.routes.ts';
import { SportsFeedLoop } from './sports.loop.ts';
import { sportsFeedHealth } from './sports-feed-health.ts';
import { recordDeadLetter } from './sports-producers.repo.ts';
import { SportsSettingsStore } from './sports-settings.ts';
import type { UofFeed, UofFeedLog } from './uof/uof-feed.ts';
import { FetchRecoveryClient, type RecoveryClient } from './uof/recovery-client.ts';
import { UofProducers } from './uof/uof-producers.ts';
import { FetchFixtureSource } from './uof/uof-fixtures.ts';
import { providerUofFeed, replayUofFeed, sandboxUofFeed } from './uof/uof-feeds.ts';
import { fetchDescriptionSource, type UofDescriptionSource } from './uof/description-source.ts';
import { SANDBOX_DESCRIPTION_SOURCE } from './feed/sandbox-descriptions.ts';
import { SportsMarketNames } from './market-names.ts';

/** How often a provider's market descriptions are fetched again. */
const DESCRIPTIONS_REFRESH_MS = 6 * 60 * 60_000;

/** The sandbox feed's fixtures are laid out from this moment (any fixed epoch keeps them reproducible). */
const SANDBOX_EPOCH = Date.UTC(2026, 0, 1);

export interface Sportsbook {
  parts: SportsParts;
  consumer: SportsFeedConsumer;
  /** Runs the feed in the process that leads it; `main.ts` starts it. */
  loop: SportsFeedLoop | null;
  /** Market and outcome names from the stored descriptions (refreshed from the feed's source). */
  names: SportsMarketNames;
  /** The sandbox feed's test console, when the sandbox feed runs. */
  sandboxConsole: ((messages: readonly FeedMessage[]) => Promise<void>) | undefined;
}

/**
 * The feed the config names: the sandbox simulation (published as UOF on the feed transport and consumed back),
 * a real UOF provider, a JSONL replay or none, recorded when asked.
 */
function feedOf(
  config: Config,
  log: UofFeedLog | undefined,
): {
  adapter: FeedAdapter | null;
  /** The UOF feed (sandbox or provider), whose producers the book follows. */
  uof: UofFeed | null;
  simulated: SimulatedFeed | null;
  descriptions: UofDescriptionSource | null;
} {
  const choice = config.SPORTS_FEED ?? (config.SANDBOX_PROVIDERS ? 'sandbox' : 'off');
  const transport = {
    url: config.SPORTS_FEED_URL,
    nodeId: config.SPORTS_FEED_NODE,
    recordTo: config.SPORTS_FEED_RECORD_XML,
    ...(log ? { log } : {}),
  };
  const fixtures =
    config.SPORTS_FEED_API && config.SPORTS_FEED_TOKEN
      ? new FetchFixtureSource({ baseUrl: config.SPORTS_FEED_API, accessToken: config.SPORTS_FEED_TOKEN })
      : null;
  const sandbox = { seed: config.SPORTS_FEED_SEED, epoch: SANDBOX_EPOCH, now: Date.now };
  let simulated: SimulatedFeed | null = null;
  let adapter: FeedAdapter | null = null;
  let uof: UofFeed | null = null;
  if (choice === 'sandbox' && config.SANDBOX_PROVIDERS) {
    const built = sandboxUofFeed(sandbox, transport);
    simulated = built.simulated;
    adapter = uof = built.feed;
  } else if (choice === 'uof' && config.SPORTS_FEED_URL) {
    adapter = uof = providerUofFeed(transport, fixtures);
  } else if (choice === 'uof-replay' && config.SPORTS_FEED_FILE) {
    adapter = replayUofFeed(config.SPORTS_FEED_FILE, sandbox, fixtures, log);
  } else if (choice === 'replay' && config.SPORTS_FEED_FILE) {
    adapter = new ReplayFeed({ path: config.SPORTS_FEED_FILE, speed: 1, rebase: true });
  }
  if (adapter && config.SPORTS_FEED_RECORD) adapter = new RecordingFeed(adapter, config.SPORTS_FEED_RECORD);
  // Market descriptions: a real provider's REST API where configured; else (the sandbox, a replay of it, no
  // feed) the sandbox provider's.
  const descriptions =
    choice === 'uof'
      ? config.SPORTS_FEED_API && config.SPORTS_FEED_TOKEN
        ? fetchDescriptionSource({ baseUrl: config.SPORTS_FEED_API, accessToken: config.SPORTS_FEED_TOKEN })
        : null
      : SANDBOX_DESCRIPTION_SOURCE;
  return { adapter, uof, simulated, descriptions };
}

/** A real provider's recovery endpoint; without SPORTS_FEED_API and a token every request fails (markets stay suspended). */
function providerRecovery(config: Config): RecoveryClient {
  if (config.SPORTS_FEED_API && config.SPORTS_FEED_TOKEN) {
    return new FetchRecoveryClient({
      baseUrl: config.SPORTS_FEED_API,
      accessToken: config.SPORTS_FEED_TOKEN,
      nodeId: config.SPORTS_FEED_NODE,
    });
  }
  return {
    initiate: () =>
      Promise.resolve({
        ok: false,
        failure: { kind: 'network', detail: 'SPORTS_FEED_API and SPORTS_FEED_TOKEN are not configured' },
      }),
  };
}

/** Builds the sportsbook (issue 17) from the platform's parts. */
export function buildSportsbook(deps: {
  config: Config;
  database: Database;
  site: SiteService;
  cashier: Cashier;
  publisher: RealtimePublisher;
  admission: BetAdmission;
  onError: (error: unknown) => void;
  /** Where the UOF feed tells what it left out (debug), refused (warn) and how its producers fare. */
  log?: UofFeedLog & { info(details: object, message: string): void };
}): Sportsbook {
  const { config, database, site, cashier, publisher, admission } = deps;
  const { db } = database;
  const { adapter, uof, simulated, descriptions } = feedOf(config, deps.log);
  const names = new SportsMarketNames(db, descriptions);
  const settings = new SportsSettingsStore(db, {
    ttlMs: config.CACHE_TTL_MS,
    liveDelayMs: config.SPORTS_LIVE_DELAY_MS,
  });
  const grading = new SportsGrading({ cashier, publisher, names });
  const consumer = new SportsFeedConsumer({ db, publisher, site, grading, settings, names });
  if (uof) {
    uof.onDeadLetter((letter) =>
      inTransaction(db, (tx) => recordDeadLetter(tx, { feed: uof.name, ...letter })),
    );
    uof.watchProducers(
      new UofProducers({
        db,
        feed: uof.name,
        book: consumer,
        client: uof.sandboxRecovery(Date.now, deps.onError) ?? providerRecovery(config),
        aliveTimeoutMs: config.SPORTS_FEED_ALIVE_TIMEOUT_MS,
        onError: deps.onError,
        ...(deps.log ? { log: deps.log } : {}),
      }),
    );
  }
  const betParts = { db, cashier, site, publisher, admission, settings, grading, names };
  const feedInfo = { name: adapter?.name ?? 'none', sandbox: adapter?.sandbox ?? false };
  const parts: SportsParts = {
    queries: new SportsQueries({ db, site, grading, settings, names, feed: () => feedInfo }),
    bets: new SportsBets(betParts),
    cashOut: new SportsCashOut(betParts),
    admin: new SportsAdmin(db, site, consumer.markets),
    settings,
    feedHealth: () => sportsFeedHealth(db),
    refreshDescriptions: async () => ({ refreshed: await names.refresh() }),
  };
  const loop = adapter
    ? new SportsFeedLoop(database, adapter, consumer, {
        tickMs: 1_000,
        onError: deps.onError,
        // The sandbox's descriptions are refreshed at every start (they ship with the code); a provider's when
        // none are stored yet.
        prepare: async () => {
          if (descriptions === SANDBOX_DESCRIPTION_SOURCE) await names.refresh();
          else await names.ensure();
        },
        // A provider's descriptions change (new markets, new languages): fetched again every few hours.
        ...(descriptions !== null && descriptions !== SANDBOX_DESCRIPTION_SOURCE
          ? {
              refresh: { everyMs: DESCRIPTIONS_REFRESH_MS, run: () => names.refresh().then(() => undefined) },
            }
          : {}),
      })
    : null;
  const sandboxConsole = simulated
    ? async (messages: readonly FeedMessage[]) => {
        // Through the running feed, in order with its ticks (and recorded); where this process does not
        // lead the feed, straight to the book as the provider's delivery.
        for (const message of messages) {
          if (simulated.running) await simulated.inject(message);
          else await consumer.apply(simulated.name, message);
        }
      }
    : undefined;
  return { parts, consumer, loop, sandboxConsole, names };
}
