import { expect, type APIRequestContext } from '@playwright/test';

import { callApi } from './api.ts';

/**
 * Fixtures of a test's own for the sportsbook specs (player and back office), sent through the sandbox feed's
 * test console as the provider would send them, on UOF's markets.
 */

/** A fixture of the test's own: its event id and its sides' names (the server names the outcomes after them). */
export interface TestFixture {
  eventId: string;
  home: string;
  away: string;
}

/** Sends messages through the sandbox feed's console, as the provider would. */
export async function feed(request: APIRequestContext, operator: string, messages: unknown[]): Promise<void> {
  const body = await callApi(request, '/api/sandbox/sports-feed/messages', { messages }, operator);
  expect(body.status, JSON.stringify(body)).toBe(0);
}

/** A UOF market's prices (odds in thousandths) as the feed sends them. */
export const uofMarket = (id: string, odds: Record<string, number>) => ({
  id,
  status: 'active',
  outcomes: Object.entries(odds).map(([outcome, price]) => ({ id: outcome, odds: price, active: true })),
});

let fixtureNo = 0;

/**
 * A football fixture with UOF's 1X2 (market `1`) at home 2.00, draw 3.40, away 3.80, its total goals 2.5
 * (`18|total=2.5`) and its handicap −0.75 (`16|hcp=-0.75`): pre-match or live, its sides named
 * `Lions <tag>` and `Tigers <tag>` with a tag of its own.
 */
export async function sportsFixture(
  request: APIRequestContext,
  operator: string,
  live = false,
): Promise<TestFixture> {
  fixtureNo += 1;
  const tag = `${Date.now().toString(36)}${fixtureNo}${Math.random().toString(36).slice(2, 5)}`;
  const eventId = `e2e:football:${tag}`;
  const [home, away] = [`Lions ${tag}`, `Tigers ${tag}`];
  const ts = Date.now();
  await feed(request, operator, [
    {
      type: 'fixture_change',
      ts,
      eventId,
      fixture: {
        eventId,
        sport: 'football',
        competitionId: 'e2e:cup',
        competition: 'E2E Cup',
        home,
        away,
        // Sooner than any sandbox fixture, so it leads the upcoming list.
        startsAt: live ? ts - 60_000 : ts + 90_000,
        status: live ? 'live' : 'not_started',
      },
    },
    {
      type: 'odds_change',
      ts,
      eventId,
      status: live ? 'live' : 'not_started',
      ...(live ? { score: { home: 0, away: 0, clock: "1H 12'" } } : {}),
      markets: [
        uofMarket('1', { '1': 2000, '2': 3400, '3': 3800 }),
        uofMarket('18|total=2.5', { '12': 1900, '13': 1900 }),
        uofMarket('16|hcp=-0.75', { '1714': 2050, '1715': 1800 }),
      ],
    },
  ]);
  return { eventId, home, away };
}
