import type { SportsBetView, SportsMarketState, SportsMarketView, SportsOddsPush } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { asianHandicap, footballEvent, matchResult, totalGoals } from '../testing/uof-events';
import {
  changesList,
  mergeOddsPush,
  pricesOfPush,
  takeUnasked,
  unheldOfPush,
  upsertBet,
  withoutBet,
  type AskedNames,
} from './odds-push';

/** A market's state as the feed pushes it: no names, no group, no specifiers. */
const pushed = (
  id: string,
  odds: Record<string, number>,
  state: SportsMarketView['state'] = 'active',
): SportsMarketState => ({
  id,
  state,
  outcomes: Object.entries(odds).map(([outcomeId, price]) => ({
    id: outcomeId,
    odds: price,
    version: 2,
    active: true,
    result: null,
  })),
});

const event = { ...footballEvent([matchResult(2, 3.2, 3.5), totalGoals()]), marketCount: 41 };

const push = (overrides: Partial<SportsOddsPush> = {}): SportsOddsPush => ({
  eventId: event.id,
  status: 'live',
  suspended: false,
  score: { home: 1, away: 0, clock: "1H 12'" },
  markets: [pushed('1', { '1': 1.6, '2': 3.6, '3': 5 })],
  ...overrides,
});

describe('odds pushes', () => {
  it('merges a pushed state into the held market by key, keeping its names, group and specifiers', () => {
    const merged = mergeOddsPush(
      event,
      push({ markets: [pushed('18|total=2.5', { '12': 1.7, '13': 2.1 })] }),
    );
    expect(merged.status).toBe('live');
    expect(merged.score?.home).toBe(1);
    expect(merged.marketCount).toBe(41);
    const total = merged.markets[1];
    expect(total).toMatchObject({
      id: '18|total=2.5',
      marketId: 18,
      specifiers: { total: '2.5' },
      name: 'Total 2.5',
      group: 'totals',
    });
    expect(total?.outcomes).toEqual([
      { id: '12', name: 'Over 2.5', odds: 1.7, version: 2, active: true, result: null },
      { id: '13', name: 'Under 2.5', odds: 2.1, version: 2, active: true, result: null },
    ]);
    // The market the push does not name is left as it was.
    expect(merged.markets[0]).toBe(event.markets[0]);
  });

  it('matches outcomes by id whatever their order, and keeps an outcome the push leaves out', () => {
    const merged = mergeOddsPush(
      event,
      push({ markets: [pushed('1', { '3': 4.5, '1': 1.7 }, 'suspended')] }),
    );
    expect(merged.markets[0]?.state).toBe('suspended');
    expect(merged.markets[0]?.outcomes.map(({ id, name, odds }) => [id, name, odds])).toEqual([
      ['1', 'Lions', 1.7],
      ['2', 'Draw', 3.2],
      ['3', 'Tigers', 4.5],
    ]);
  });

  it('shows no nameless market: one it does not hold is left out, and named for the page to read again', () => {
    const handicap = pushed('16|hcp=-0.75', { '1714': 2.05, '1715': 1.8 });
    const news = push({ markets: [pushed('1', { '1': 1.6, '2': 3.6, '3': 5, '4': 9 }), handicap] });
    expect(mergeOddsPush(event, news).markets.map((market) => market.id)).toEqual(['1', '18|total=2.5']);
    expect(mergeOddsPush(event, news).markets[0]?.outcomes).toHaveLength(3);
    expect(unheldOfPush(event, news)).toEqual(['1/4', '16|hcp=-0.75']);
    expect(unheldOfPush(event, push())).toEqual([]);
    // Once the page holds it, nothing is missing.
    const read = { ...event, markets: [...event.markets, asianHandicap()] };
    expect(unheldOfPush(read, push({ markets: [handicap] }))).toEqual([]);
  });

  it('asks for each missing name once, however many pushes name it', () => {
    const asked: AskedNames = new Map();
    expect(takeUnasked(asked, 'e1', [])).toBe(false);
    expect(takeUnasked(asked, 'e1', ['16|hcp=-0.75'])).toBe(true);
    expect(takeUnasked(asked, 'e1', ['16|hcp=-0.75'])).toBe(false);
    expect(takeUnasked(asked, 'e1', ['16|hcp=-0.75', '18|total=3.5'])).toBe(true);
    expect(takeUnasked(asked, 'e2', ['16|hcp=-0.75'])).toBe(true);
  });

  it('leaves another event alone', () => {
    const other = push({ eventId: 'sr:match:1' });
    expect(mergeOddsPush(event, other)).toBe(event);
    expect(unheldOfPush(event, { ...other, markets: [pushed('16|hcp=-0.75', { '1714': 2 })] })).toEqual([]);
  });

  it('tells when the event moves between the upcoming and live lists', () => {
    expect(changesList(event, push())).toBe(true);
    expect(changesList({ status: 'live' }, push({ status: 'suspended' }))).toBe(false);
    expect(changesList({ status: 'live' }, push({ status: 'ended' }))).toBe(true);
  });

  it('gives the slip every pushed price, inactive while its market is suspended', () => {
    const prices = pricesOfPush(
      push({
        markets: [
          pushed('1', { '1': 1.6, '2': 3.6, '3': 5 }, 'suspended'),
          pushed('18|total=2.5', { '12': 1.85 }),
        ],
      }),
    );
    expect(prices).toHaveLength(4);
    expect(prices[0]).toEqual({ eventId: event.id, marketId: '1', outcomeId: '1', odds: 1.6, active: false });
    expect(prices[3]).toEqual({
      eventId: event.id,
      marketId: '18|total=2.5',
      outcomeId: '12',
      odds: 1.85,
      active: true,
    });
  });
});

describe('bet lists', () => {
  const bet = (id: number, status: SportsBetView['status'] = 'OPEN') => ({ id, status }) as SportsBetView;

  it('replaces a bet in place or puts a new one first, and removes one', () => {
    const list = [bet(2), bet(1)];
    expect(upsertBet(list, bet(1, 'WON')).map((each) => [each.id, each.status])).toEqual([
      [2, 'OPEN'],
      [1, 'WON'],
    ]);
    expect(upsertBet(list, bet(3)).map((each) => each.id)).toEqual([3, 2, 1]);
    expect(withoutBet(list, 2).map((each) => each.id)).toEqual([1]);
  });
});
