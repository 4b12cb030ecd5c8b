import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FeedMessage } from '@casino/contracts';

import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../../test/harness.ts';
import { SimulatedFeed, simulatedTimeline } from '../feed/simulated-feed.ts';
import { InProcessFeedQueue } from './in-process-queue.ts';
import { sandboxUofFeed } from './uof-feeds.ts';

// The same sandbox applied to two books: straight (as SimulatedFeed delivered it before UOF) and through
// UofFeed (written as UOF, queued, read and translated back). The books must come out the same.
let direct: TestApp;
let throughUof: TestApp;

beforeAll(async () => {
  direct = await createTestApp({ SPORTS_FEED: 'off', SPORTS_LIVE_DELAY_MS: '500' });
  throughUof = await createTestApp({ SPORTS_FEED: 'off', SPORTS_LIVE_DELAY_MS: '500' });
});
afterAll(async () => {
  await direct?.close();
  await throughUof?.close();
});

const options = { seed: 'sports-feed-test', epoch: Date.UTC(2026, 0, 1) };
const start = Date.UTC(2026, 5, 1, 12, 0, 0);
// Ten minutes (about 860 messages): the first fixtures bet on are played and settled in it.
const WINDOW_MS = 10 * 60_000;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface ListedEvent {
  id: string;
  startsAt: number;
  score?: { clock?: string } | null;
  markets: { id: string; state: string; outcomes: { id: string; odds: number; active: boolean }[] }[];
}

/** The board as the API shows it, the score's clock text included. */
async function board(app: TestApp): Promise<unknown[]> {
  const lists = await Promise.all(
    ['false', 'true'].map((live) => app.call({ method: 'GET', url: `/api/sports/events?live=${live}` })),
  );
  return lists
    .flatMap((answer) => answer.body.list as ListedEvent[])
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The same bet on every pre-match main market starting soon; the number placed. */
async function placeBets(app: TestApp, token: string): Promise<number> {
  const list = await app.call({ method: 'GET', url: '/api/sports/events?live=false' });
  const events = (list.body.list as ListedEvent[]).filter((event) => event.startsAt < start + 4 * 60_000);
  let placed = 0;
  for (const event of events.slice(0, 3)) {
    const market = event.markets[0];
    const outcome = market?.outcomes.find((each) => each.active);
    if (!market || market.state !== 'active' || !outcome) continue;
    const answer = await app.call({
      url: '/api/sports/bet',
      token,
      body: {
        kind: 'single',
        legs: [{ eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds }],
        stake: 1,
        oddsChange: 'none',
        requestId: `uof-test-${event.id.replace(/:/g, '-')}`,
      },
    });
    expect(answer.body.status).toBe(0);
    placed += 1;
  }
  return placed;
}

async function bets(app: TestApp, token: string): Promise<unknown> {
  const settled = await app.call({ method: 'GET', url: '/api/sports/bets?state=settled', token });
  const open = await app.call({ method: 'GET', url: '/api/sports/bets?state=open', token });
  const balance = await app.call({ method: 'GET', url: '/api/auth/user_info', token });
  const shape = (list: { status: string; paid: number; stake: number; legs: unknown[] }[]) =>
    list.map(({ status, paid, stake, legs }) => ({ status, paid, stake, legs }));
  return {
    open: shape(open.body.list),
    settled: shape(settled.body.list),
    balance: balance.body.user.balance as number,
  };
}

/** A fixture of the test console's own, with an id that is not the simulation's. */
const injected: FeedMessage[] = [
  {
    type: 'fixture_change',
    ts: start,
    eventId: 'test:football:1',
    fixture: {
      eventId: 'test:football:1',
      sport: 'football',
      competitionId: 'test:cup',
      competition: 'Test Cup',
      home: 'Lions',
      away: 'Tigers',
      startsAt: start + 3_600_000,
      status: 'not_started',
    },
  },
  {
    type: 'odds_change',
    ts: start,
    eventId: 'test:football:1',
    markets: [
      {
        id: '1',
        status: 'active',
        outcomes: [
          { id: '1', odds: 2500, active: true },
          { id: '2', odds: 3200, active: true },
          { id: '3', odds: 2900, active: true },
        ],
      },
    ],
  },
];

describe('the sandbox through UofFeed on the in-process queue', () => {
  it('makes the same book as the sandbox applied directly: board, prices, scores, bets and their results', async () => {
    // Straight into the first book.
    const applyDirect = (message: FeedMessage) => direct.services.sports.consumer.apply('sandbox', message);
    const straight = new SimulatedFeed({ ...options, now: () => start });
    await straight.recover(start - 60_000, 1, applyDirect);

    // Through UOF into the second.
    let clock = start;
    const queue = new InProcessFeedQueue({ retryDelayMs: 10 });
    const { feed, simulated } = sandboxUofFeed(
      { ...options, now: () => clock, tickMs: 10, aliveMs: 50 },
      { url: undefined, nodeId: 1, transport: queue },
    );
    const applyUof = (message: FeedMessage) => throughUof.services.sports.consumer.apply('sandbox', message);
    await feed.recover(start - 60_000, 1, applyUof);
    const recovered = feed.counts.applied;
    expect(recovered).toBeGreaterThan(1);
    expect(await board(throughUof)).toEqual(await board(direct));

    const players = await Promise.all(
      [direct, throughUof].map(async (app) => {
        const player = await registerPlayer(app);
        await fundPlayer(app, player.token, 100);
        return player.token;
      }),
    );
    const placed = await placeBets(direct, players[0] ?? '');
    expect(placed).toBeGreaterThan(0);
    expect(await placeBets(throughUof, players[1] ?? '')).toBe(placed);

    // Ten minutes of the sandbox, and the console's own fixture: into both books at once.
    const timeline = simulatedTimeline(options, start, start + WINDOW_MS);
    const straightDone = (async () => {
      for (const message of [...timeline, ...injected]) await applyDirect(message);
    })();
    await feed.start(applyUof);
    clock = start + WINDOW_MS;
    await until(() => feed.counts.applied === recovered + timeline.length, 240_000);
    await straightDone;
    for (const message of injected) await simulated.inject(message);
    expect(feed.counts.applied).toBe(recovered + timeline.length + injected.length);
    // The producers' alives arrive too, and are nothing for the book.
    await until(() => feed.counts.skipped > 0, 5_000);

    // A body the parser refuses goes to the dead letters with its reason, and the feed goes on.
    await queue.publish('hi.-.live.odds_change.1.sr:match.1.-', '<odds_change');
    await until(() => queue.deadLetters().length === 1, 5_000);
    expect(queue.deadLetters()[0]?.reason).toMatch(/^malformed_xml/);
    await feed.stop();
    expect(feed.counts.deadLettered).toBe(1);

    expect(await board(throughUof)).toEqual(await board(direct));
    const [directBets, uofBets] = await Promise.all([
      bets(direct, players[0] ?? ''),
      bets(throughUof, players[1] ?? ''),
    ]);
    expect(uofBets).toEqual(directBets);
    expect((directBets as { settled: unknown[] }).settled.length).toBeGreaterThan(0);
    const names = await throughUof.call({ method: 'GET', url: '/api/sports/events/test:football:1' });
    expect(JSON.stringify(names.body)).toContain('Tigers');
  }, 300_000);
});
