import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS, type FeedMessage, type SportsFeedHealth } from '@casino/contracts';

import {
  createStaffedTestApp,
  fundPlayer,
  registerPlayer,
  staffToken,
  type TestApp,
} from '../../../../test/harness.ts';
import { recordDeadLetter, storedProducers } from '../sports-producers.repo.ts';
import { InProcessFeedQueue } from './in-process-queue.ts';
import type { RecoveryClient, RecoveryRequest } from './recovery-client.ts';
import { sandboxUofFeed } from './uof-feeds.ts';
import { UofProducers } from './uof-producers.ts';
import { UOF_PRODUCTS } from './uof-writer.ts';

// The sandbox published as UOF on the in-process queue, its producers followed as a real provider's: alives
// stop → that producer's markets are suspended within the timeout; alives again → a recovery (through the
// queue, as UOF sends it) → the markets open to its prices. The states are stored, so a restart recovers from
// the stored cursor.
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createStaffedTestApp({ SPORTS_FEED: 'off' });
  admin = await staffToken(app, ['admin']);
});
afterAll(async () => {
  await app?.close();
});

// Long enough that a recovery applied on a loaded machine (PGlite blocks the loop) does not look like a silence.
const ALIVE_TIMEOUT_MS = 3_000;
// How long a whole recovery may take to be applied: a bound, not a speed check. On PGlite, beside the rest of
// the suite on two cores, the sandbox's full recovery once took more than 20 s.
const RECOVERY_WAIT_MS = 60_000;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface ListedMarket {
  id: string;
  state: string;
  outcomes: { id: string; odds: number; active: boolean }[];
}
interface ListedEvent {
  id: string;
  status: string;
  markets: ListedMarket[];
}

async function prematchBoard(): Promise<ListedEvent[]> {
  const answer = await app.call({ method: 'GET', url: '/api/sports/events?live=false' });
  return answer.body.list as ListedEvent[];
}

/** The markets of the prematch board: how many are open and how many suspended. */
async function prematchStates(): Promise<{ active: number; suspended: number }> {
  const markets = (await prematchBoard()).flatMap((event) => event.markets);
  return {
    active: markets.filter((market) => market.state === 'active').length,
    suspended: markets.filter((market) => market.state === 'suspended').length,
  };
}

async function bet(token: string, event: ListedEvent, market: ListedMarket, tag: string) {
  const outcome = market.outcomes.find((each) => each.active) ?? market.outcomes[0];
  return app.call({
    url: '/api/sports/bet',
    token,
    body: {
      kind: 'single',
      legs: [{ eventId: event.id, marketId: market.id, outcomeId: outcome?.id, odds: outcome?.odds }],
      stake: 1,
      oddsChange: 'any',
      requestId: `producers-${tag}`,
    },
  });
}

async function feedHealth(): Promise<SportsFeedHealth> {
  const answer = await app.call({ method: 'GET', url: '/api/operator/sports/feed-health', token: admin });
  expect(answer.body.status).toBe(0);
  return answer.body.model as SportsFeedHealth;
}

function recordingClient(inner: RecoveryClient, asked: RecoveryRequest[]): RecoveryClient {
  return {
    initiate: (request) => {
      asked.push(request);
      return inner.initiate(request);
    },
  };
}

describe('the producers of the sandbox, followed', () => {
  it('suspends a silent producer within the timeout, resumes it after its recovery, and recovers from the stored cursor after a restart', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => void errors.push(error);
    const consumer = app.services.sports.consumer;
    const handler = (message: FeedMessage) => consumer.apply('sandbox', message);
    const build = () => {
      const queue = new InProcessFeedQueue({ retryDelayMs: 10 });
      const built = sandboxUofFeed(
        { seed: 'producers-test', epoch: Date.UTC(2026, 0, 1), now: Date.now, tickMs: 50, aliveMs: 100 },
        { url: undefined, nodeId: 1, transport: queue },
      );
      const asked: RecoveryRequest[] = [];
      const producers = new UofProducers({
        db: app.database.db,
        feed: 'sandbox',
        book: consumer,
        client: recordingClient(built.feed.sandboxRecovery(Date.now, onError)!, asked),
        aliveTimeoutMs: ALIVE_TIMEOUT_MS,
        minRequestIntervalMs: 0,
        onError,
      });
      built.feed.watchProducers(producers);
      built.feed.onDeadLetter((letter) =>
        app.write((tx) => recordDeadLetter(tx, { feed: 'sandbox', ...letter })),
      );
      return { ...built, queue, producers, asked };
    };

    // First start: nothing stored, both producers recover fully (no `after`), then open their markets.
    const first = build();
    await first.feed.start(handler);
    await until(
      () => first.producers.isUp(UOF_PRODUCTS.prematch) && first.producers.isUp(UOF_PRODUCTS.live),
      RECOVERY_WAIT_MS,
    );
    // Each producer's first request is a full recovery. A loaded machine may see a producer fall silent while
    // the other's recovery is applied, and recover again from its cursor: that is the feed working, not a fault.
    const firstAsked = (product: string) => first.asked.find((request) => request.product === product);
    expect(firstAsked('pre')?.after).toBeNull();
    expect(firstAsked('liveodds')?.after).toBeNull();
    await until(async () => (await prematchStates()).active > 0, RECOVERY_WAIT_MS);

    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 50);
    const event = (await prematchBoard()).find((each) =>
      each.markets.some((market) => market.state === 'active'),
    );
    const market = event?.markets.find((each) => each.state === 'active');
    if (!event || !market) throw new Error('no open prematch market');
    expect((await bet(player.token, event, market, 'open')).body.status).toBe(0);

    // The prematch producer falls silent: down within its timeout, every prematch market suspended.
    first.source.pauseAlives(true);
    const silentFrom = Date.now();
    await until(() => !first.producers.isUp(UOF_PRODUCTS.prematch), 5_000);
    const downAfterMs = Date.now() - silentFrom;
    expect(downAfterMs).toBeLessThan(ALIVE_TIMEOUT_MS + 1_500);
    await until(async () => (await prematchStates()).active === 0, 5_000);
    const refused = await bet(player.token, event, market, 'while-down');
    expect(refused.body.status).toBe(STATUS.MARKET_SUSPENDED);
    const down = (await feedHealth()).producers.find((each) => each.producerId === UOF_PRODUCTS.prematch);
    expect(down).toMatchObject({
      kind: 'prematch',
      status: 'down',
      downReason: 'alive_missed',
      activeMarkets: 0,
    });
    const stored = await storedProducers(app.database.db, 'sandbox');
    expect(stored.find((row) => row.producerId === UOF_PRODUCTS.prematch)?.status).toBe('down');

    // Alives again: a recovery from the cursor (within the window), then the prices open the markets again.
    first.source.pauseAlives(false);
    await until(() => first.producers.isUp(UOF_PRODUCTS.prematch), RECOVERY_WAIT_MS);
    const resumed = first.asked.findLast((request) => request.product === 'pre');
    expect(resumed?.after).not.toBeNull();
    await until(async () => (await prematchStates()).active > 0, RECOVERY_WAIT_MS);
    expect((await bet(player.token, event, market, 'after-recovery')).body.status).toBe(0);
    const up = (await feedHealth()).producers.find((each) => each.producerId === UOF_PRODUCTS.prematch);
    expect(up).toMatchObject({ status: 'up', downReason: null, recovery: null });
    expect(up?.activeMarkets).toBeGreaterThan(0);

    // A body nobody can read goes to the dead letters, with why; the feed goes on.
    await first.queue.publish('hi.pre.-.odds_change.1.sr:match.1.-', '<odds_change product="3"');
    await until(() => first.feed.counts.deadLettered === 1, 5_000);
    const health = await feedHealth();
    expect(health.deadLetterCount).toBe(1);
    expect(health.deadLetters[0]).toMatchObject({
      feed: 'sandbox',
      routingKey: 'hi.pre.-.odds_change.1.sr:match.1.-',
      body: '<odds_change product="3"',
      reason: expect.stringMatching(/^malformed_xml/),
    });
    // What a text column cannot hold (a NUL) is kept replaced, not lost or retried for ever.
    await first.queue.publish('hi.pre.-.odds_change.1.sr:match.1.-', '<odds_change \u0000');
    await until(() => first.feed.counts.deadLettered === 2, 5_000);
    expect((await feedHealth()).deadLetters[0]?.body).toBe('<odds_change \uFFFD');
    await first.feed.stop();

    // A restart (the process SIGKILLed and started again): the stored states are restored down, the markets
    // suspended until each producer has recovered from its stored cursor.
    const cursor = (await storedProducers(app.database.db, 'sandbox')).find(
      (row) => row.producerId === UOF_PRODUCTS.prematch,
    )?.state.lastProcessedTs;
    expect(cursor).toEqual(expect.any(Number));
    const second = build();
    await second.feed.start(handler);
    await until(() => second.producers.isUp(UOF_PRODUCTS.prematch), RECOVERY_WAIT_MS);
    const restartRequest = second.asked.find((request) => request.product === 'pre');
    expect(restartRequest?.after).toBeGreaterThanOrEqual(cursor ?? Infinity);
    await second.feed.stop();
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('market descriptions', () => {
  it("are fetched again on an admin's word, per language, and a player may not ask", async () => {
    const answer = await app.call({
      url: '/api/operator/sports/descriptions/refresh',
      token: admin,
      body: {},
    });
    expect(answer.body.status).toBe(0);
    const refreshed = answer.body.model.refreshed as { lang: string; markets: number }[];
    expect(refreshed.map((each) => each.lang)).toEqual(['en', 'pt', 'id']);
    for (const each of refreshed) expect(each.markets).toBeGreaterThan(0);
    const player = await registerPlayer(app);
    const refused = await app.call({
      url: '/api/operator/sports/descriptions/refresh',
      token: player.token,
      body: {},
    });
    expect(refused.body.status).not.toBe(0);
  });
});
