import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FeedMessage } from '@casino/contracts';

import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { eventById } from '../sports-events.repo.ts';
import { sportsMarkets } from '../sports.tables.ts';
import { InProcessFeedQueue } from './in-process-queue.ts';
import { FetchFixtureSource, parseUofFixture } from './uof-fixtures.ts';
import { providerUofFeed } from './uof-feeds.ts';
import { UofFormatError } from './uof-xml.ts';

// Sportradar's own fixture.xml and odds_change (testdata/README.md): a real provider's event read over REST
// the first time the feed names it, then priced with every one of its 170 markets.
const testdata = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8');
const FIXTURE_XML = testdata('fixture_sr_match_34152237_en.xml');
const ODDS_PREMATCH = testdata('odds_change_prematch.xml');
const FIXTURE_CHANGE = testdata('fixture_change.xml');

interface Asked {
  path: string;
  token: string | undefined;
}

let server: Server;
let base: string;
const asked: Asked[] = [];
let failNext = false;

/** The provider's REST API: the real fixture for its own URN and, for the odds_change's event, the same fixture under that URN. */
function fixtureFor(urn: string): string | null {
  if (urn === 'sr:match:34152237') return FIXTURE_XML;
  // The SDKs ship no fixture for the prematch odds_change's event: the real one, renamed to it.
  if (urn === 'sr:match:31604309') return FIXTURE_XML.replaceAll('sr:match:34152237', urn);
  return null;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '');
    asked.push({ path, token: request.headers['x-access-token'] as string | undefined });
    if (failNext) {
      failNext = false;
      response.writeHead(503).end();
      return;
    }
    const urn = /^\/v1\/sports\/en\/sport_events\/([^/]+)\/fixture\.xml$/.exec(path)?.[1];
    const body = urn ? fixtureFor(urn) : null;
    if (!body) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('parseUofFixture', () => {
  it("reads Sportradar's fixture: tournament, competitors, start time, status", () => {
    expect(parseUofFixture(FIXTURE_XML)).toEqual({
      urn: 'sr:match:34152237',
      competitionId: 'sr:tournament:17',
      competition: 'England · Premier League',
      home: 'Manchester City',
      away: 'West Ham United',
      startsAt: Date.UTC(2023, 2, 19, 16, 30),
      // Postponed to a date not known yet: no bets.
      status: 'suspended',
    });
  });

  it('refuses what is not a fixture the book can use', () => {
    expect(() => parseUofFixture('<fixtures_fixture/>')).toThrow(UofFormatError);
    expect(() => parseUofFixture(FIXTURE_XML.replace('qualifier="away"', 'qualifier="guest"'))).toThrow(
      /no away competitor/,
    );
    expect(() => parseUofFixture(ODDS_PREMATCH)).toThrow(/is not <fixtures_fixture>/);
  });
});

describe('FetchFixtureSource', () => {
  it('asks the REST API with the token, keeps what it read, answers null for a fixture the provider lacks', async () => {
    asked.length = 0;
    const source = new FetchFixtureSource({ baseUrl: base, accessToken: 'token-1' });
    expect(source.known('sr:match:34152237')).toBeNull();
    expect((await source.load('sr:match:34152237'))?.home).toBe('Manchester City');
    expect(source.known('sr:match:34152237')?.away).toBe('West Ham United');
    expect(asked).toEqual([
      { path: '/v1/sports/en/sport_events/sr:match:34152237/fixture.xml', token: 'token-1' },
    ]);
    expect(await source.load('sr:match:1')).toBeNull();
    failNext = true;
    await expect(source.load('sr:match:34152237')).rejects.toThrow(/HTTP 503/);
    await expect(source.load('../descriptions')).rejects.toThrow(/not an event URN/);
  });
});

describe('a provider feed with its fixtures over REST', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SPORTS_FEED: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads the fixture of an event the feed names first, then takes all 170 of its markets', async () => {
    asked.length = 0;
    const retried: unknown[] = [];
    const queue = new InProcessFeedQueue({
      retryDelayMs: 20,
      onHandlerError: (error) => retried.push(error),
    });
    const feed = providerUofFeed(
      { url: undefined, nodeId: 1, transport: queue },
      new FetchFixtureSource({ baseUrl: base, accessToken: 'token-2' }),
    );
    const applied: FeedMessage[] = [];
    await feed.start(async (message) => {
      await app.services.sports.consumer.apply('uof', message);
      applied.push(message);
    });
    // The provider's API fails once: the message waits on the queue and comes again.
    failNext = true;
    await queue.publish('hi.pre.-.odds_change.1.sr:match.31604309.-', ODDS_PREMATCH);
    const deadline = Date.now() + 15_000;
    while (applied.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(applied.map((message) => message.type)).toEqual(['fixture_change', 'odds_change']);
    // The 503 (on a loaded machine the client may see the connection fail instead) was retried.
    expect(retried.length).toBeGreaterThan(0);
    expect(new Set(asked.map((each) => each.path))).toEqual(
      new Set(['/v1/sports/en/sport_events/sr:match:31604309/fixture.xml']),
    );
    const askedBefore = asked.length;

    const event = await eventById(app.database.db, 'sr:match:31604309');
    expect(event).toMatchObject({
      home: 'Manchester City',
      away: 'West Ham United',
      competitionId: 'sr:tournament:17',
      sport: 'football',
    });
    const [stored] = await app.database.db
      .select({ markets: count() })
      .from(sportsMarkets)
      .where(eq(sportsMarkets.eventId, 'sr:match:31604309'));
    expect(stored?.markets).toBe(170);

    // A second message of the same event reads nothing more; a fixture_change of an event the provider has no
    // fixture for is left out without holding up the queue.
    await queue.publish('hi.pre.-.odds_change.1.sr:match.31604309.-', ODDS_PREMATCH);
    await queue.publish('hi.pre.live.fixture_change.1.sr:match.8816128.-', FIXTURE_CHANGE);
    while (feed.counts.applied + feed.counts.skipped < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(asked.map((each) => each.path).slice(askedBefore)).toEqual([
      '/v1/sports/en/sport_events/sr:match:8816128/fixture.xml',
    ]);
    expect(await eventById(app.database.db, 'sr:match:8816128')).toBeUndefined();
    // Its next message does not ask again: the provider said it has none.
    const askedAfterMiss = asked.length;
    await queue.publish(
      'hi.pre.-.odds_change.1.sr:match.8816128.-',
      ODDS_PREMATCH.replace('sr:match:31604309', 'sr:match:8816128'),
    );
    while (feed.counts.applied + feed.counts.skipped < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(asked.length).toBe(askedAfterMiss);
    await feed.stop();
  });
});
