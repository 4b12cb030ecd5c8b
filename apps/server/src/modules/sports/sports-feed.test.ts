import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FeedMessage } from '@casino/contracts';

import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { SimulatedFeed, simulatedTimeline } from './feed/simulated-feed.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ SPORTS_FEED: 'off', SPORTS_LIVE_DELAY_MS: '500' });
});
afterAll(() => app.close());

const options = { seed: 'sports-feed-test', epoch: Date.UTC(2026, 0, 1) };

describe('the sandbox feed applied to the book', () => {
  it('recovers the sandbox board, then plays its fixtures into the book: prices, live scores, settlements and their bets', async () => {
    const { consumer } = app.services.sports;
    const start = Date.UTC(2026, 5, 1, 12, 0, 0);
    const apply = async (messages: readonly FeedMessage[]) => {
      for (const message of messages) await consumer.apply('sandbox', message);
    };
    // The book starts from the feed's recovery: every fixture visible now, with its prices.
    const feed = new SimulatedFeed({ ...options, now: () => start });
    await feed.recover(start - 60_000, 1, (message) => consumer.apply('sandbox', message));
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);

    // A bet on every pre-match fixture's main market that takes bets now, at the book's price.
    const list = await app.call({ method: 'GET', url: '/api/sports/events?live=false' });
    const events = (
      list.body.list as {
        id: string;
        startsAt: number;
        markets: { id: string; state: string; outcomes: { id: string; odds: number; active: boolean }[] }[];
      }[]
    )
      .filter((event) => event.startsAt < start + 4 * 60_000)
      .slice(0, 3);
    expect(events.length).toBeGreaterThan(0);
    let placed = 0;
    for (const event of events) {
      const market = event.markets[0];
      const outcome = market?.outcomes.find((each) => each.active);
      if (!market || market.state !== 'active' || !outcome) continue;
      const answer = await app.call({
        url: '/api/sports/bet',
        token: player.token,
        body: {
          kind: 'single',
          legs: [{ eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds }],
          stake: 1,
          oddsChange: 'none',
          requestId: `feed-test-${event.id.replace(/:/g, '-')}`,
        },
      });
      expect(answer.body.status).toBe(0);
      placed += 1;
    }
    expect(placed).toBeGreaterThan(0);

    // Twenty minutes later every one of those fixtures has been played and graded (rollbacks included).
    const betOn = new Set(events.map((event) => event.id));
    await apply(
      simulatedTimeline(options, start, start + 16 * 60_000).filter(
        (message) => 'eventId' in message && betOn.has(message.eventId),
      ),
    );
    const open = await app.call({ method: 'GET', url: '/api/sports/bets?state=open', token: player.token });
    const settled = await app.call({
      method: 'GET',
      url: '/api/sports/bets?state=settled',
      token: player.token,
    });
    expect(open.body.list).toEqual([]);
    expect(settled.body.list).toHaveLength(placed);
    const paid = (settled.body.list as { paid: number }[]).reduce((sum, bet) => sum + bet.paid, 0);
    const balance = (await app.call({ method: 'GET', url: '/api/auth/user_info', token: player.token })).body
      .user.balance as number;
    expect(balance).toBeCloseTo(100 - placed + paid, 2);
    const catalogue = await app.call({ method: 'GET', url: '/api/sports/catalogue' });
    expect(
      catalogue.body.model.sports.map(
        (sport: { live: number; upcoming: number }) => sport.live + sport.upcoming,
      ),
    ).not.toContain(0);
  }, 120_000);
});
