import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SportsEventView } from '@casino/contracts';

import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../../test/harness.ts';
import { replaceDescriptions } from '../sports-descriptions.repo.ts';
import { marketGroupOf } from '../market-names.ts';
import { parseMarketDescriptions, parseVariantDescriptions, UofMarketCatalogue } from './uof-markets.ts';
import { parseUofMessage } from './uof-messages.ts';
import { uofToBook } from './uof-to-book.ts';

/**
 * A real prematch odds_change (170 markets, Sportradar's SDK test data) taken by the book as UOF sends it, its
 * markets named from the real market descriptions (markets.xml, variants.xml, a player-props variant): what a
 * player sees on the event page and can bet on. Markets named by players' URNs need the players' profiles,
 * which the book does not fetch yet: those are the ones not shown.
 */
const testdata = (file: string): string =>
  readFileSync(new URL(`./testdata/${file}`, import.meta.url), 'utf8');

let app: TestApp;
const EVENT = 'sr:match:31604309';

beforeAll(async () => {
  app = await createTestApp({ SPORTS_FEED: 'off' });
  const markets = parseMarketDescriptions(testdata('markets.xml'));
  const props = parseMarketDescriptions(testdata('variant_market_description_768.xml'));
  const variants = parseVariantDescriptions(testdata('variants.xml'));
  if (!markets.ok || !props.ok || !variants.ok) throw new Error('the descriptions must parse');
  await replaceDescriptions(app.database.db, 'en', {
    markets: [...markets.descriptions, ...props.descriptions],
    variants: variants.descriptions,
  });
  const consumer = app.services.sports.consumer;
  await consumer.apply('uof-test', {
    type: 'fixture_change',
    ts: 1_653_576_000_000,
    eventId: EVENT,
    fixture: {
      eventId: EVENT,
      sport: 'football',
      competitionId: 'sr:tournament:17',
      competition: 'Premier League',
      home: 'Home FC',
      away: 'Away United',
      startsAt: Date.now() + 86_400_000,
      status: 'not_started',
    },
  });
  const parsed = parseUofMessage(testdata('odds_change_prematch.xml'));
  if (!parsed.ok) throw new Error('the odds_change must parse');
  const book = uofToBook(parsed.message, { sport: 'football' });
  if (book.message === null) throw new Error(`not taken: ${String(book.skipped)}`);
  expect(book.leftOut).toEqual([]);
  await consumer.apply('uof-test', book.message);
});
afterAll(() => app.close());

async function eventPage(): Promise<SportsEventView> {
  const answer = await app.call({ method: 'GET', url: `/api/sports/events/${encodeURIComponent(EVENT)}` });
  return answer.body.model as SportsEventView;
}

describe('a real prematch odds_change in the book', () => {
  it('shows at least 150 of its 170 markets, named from the descriptions and grouped', async () => {
    const page = await eventPage();
    console.log(`real prematch odds_change: ${page.markets.length} of 170 markets shown`);
    expect(page.markets.length).toBeGreaterThanOrEqual(150);
    const byKey = new Map(page.markets.map((market) => [market.id, market]));
    expect(byKey.get('1')).toMatchObject({
      name: '1x2',
      group: 'main',
      outcomes: [
        { id: '1', name: 'Home FC', odds: 2.25 },
        { id: '2', name: 'Draw', odds: 3.55 },
        { id: '3', name: 'Away United', odds: 3.1 },
      ],
    });
    // A 1st-half total, a competitor's total and the match total are three markets, each named as such.
    const total = byKey.get('18|total=2.5');
    expect(total?.name).toBe('Total');
    expect(total?.group).toBe('totals');
    expect(total?.outcomes.map((outcome) => outcome.name)).toEqual(['Over 2.5', 'Under 2.5']);
    const names = page.markets.map((market) => market.name);
    expect(names).toContain('1st half - total');
    expect(names.some((name) => name.startsWith('Home FC total'))).toBe(true);
    // This message has halves, handicaps, totals and combos (no corners, bookings or players' markets).
    expect(new Set(page.markets.map((market) => market.group))).toEqual(
      new Set(['main', 'totals', 'handicaps', 'periods', 'other']),
    );
    expect(byKey.get('68|total=1.5')).toMatchObject({ name: '1st half - total', group: 'periods' });
    // Any number of outcomes: the largest market is shown whole.
    expect(Math.max(...page.markets.map((market) => market.outcomes.length))).toBeGreaterThan(10);
  });

  it('takes a bet on a market the old book had no place for, and keeps the names the player saw', async () => {
    const page = await eventPage();
    const market = page.markets
      .filter((each) => each.state === 'active' && each.outcomes.length > 3)
      .sort((a, b) => b.outcomes.length - a.outcomes.length)[0];
    const outcome = market?.outcomes.find((each) => each.active);
    if (!market || !outcome) throw new Error('no many-outcome market to bet on');
    const { token } = await registerPlayer(app);
    await fundPlayer(app, token, 100);
    const placed = await app.call({
      method: 'POST',
      url: '/api/sports/bet',
      token,
      body: {
        kind: 'single',
        legs: [{ eventId: EVENT, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds }],
        stake: 10,
        requestId: `uof-book-${Date.now()}`,
      },
    });
    expect(placed.body.status).toBe(0);
    expect(placed.body.model.bet.legs[0]).toMatchObject({
      marketId: market.id,
      marketName: market.name,
      outcomeId: outcome.id,
      outcomeName: outcome.name,
    });
  });

  it("stops only the markets of a bet_stop's groups, by their descriptions", async () => {
    const markets = parseMarketDescriptions(testdata('markets.xml'));
    if (!markets.ok) throw new Error('the descriptions must parse');
    const catalogue = new UofMarketCatalogue(markets.descriptions);
    const inFirstHalf = (marketId: number) =>
      catalogue.describe(marketId, {})?.description.groups.includes('1st_half') ?? true;
    const before = (await eventPage()).markets.filter((market) => market.state === 'active');
    expect(before.some((market) => inFirstHalf(market.marketId))).toBe(true);
    expect(before.some((market) => !inFirstHalf(market.marketId))).toBe(true);

    // Sportradar's bet_stop, of the first half's markets only.
    const stop = parseUofMessage(
      testdata('bet_stop.xml')
        .replace('groups="all"', 'groups="1st_half"')
        .replace('sr:match:9578495', EVENT),
    );
    if (!stop.ok) throw new Error('the bet_stop must parse');
    const message = uofToBook(stop.message, { sport: 'football' }).message;
    if (message === null) throw new Error('the bet_stop must be taken');
    await app.services.sports.consumer.apply('uof-test', message);

    const after = new Map((await eventPage()).markets.map((market) => [market.id, market.state]));
    for (const market of before) {
      expect([market.id, after.get(market.id)]).toEqual([
        market.id,
        inFirstHalf(market.marketId) ? 'suspended' : 'active',
      ]);
    }
  });
});

describe('market groups', () => {
  it('puts a market whose outcomes are players with the players, from its description', () => {
    const markets = parseMarketDescriptions(testdata('markets.xml'));
    if (!markets.ok) throw new Error(markets.detail);
    const described = new UofMarketCatalogue(markets.descriptions).describe(40, {});
    if (described === null) throw new Error('market 40 is described');
    expect(described.description.name).toBe('Anytime goalscorer');
    expect(marketGroupOf(described, {})).toBe('players');
  });
});
