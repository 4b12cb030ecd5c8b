import type { SportsBetView, SportsEventView, SportsMarketView, SportsOddsPush } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { changesList, mergeOddsPush, pricesOfPush, upsertBet, withoutBet } from './odds-push';

const market = (
  id: string,
  odds: number[],
  state: SportsMarketView['state'] = 'active',
): SportsMarketView => ({
  id,
  type: id.startsWith('total') ? 'total' : '1x2',
  line: id.startsWith('total') ? 2.5 : null,
  state,
  outcomes: odds.map((price, index) => ({
    id: ['home', 'draw', 'away'][index] ?? 'other',
    odds: price,
    version: 1,
    active: true,
    result: null,
  })),
});

const event: SportsEventView = {
  id: 'ev-1',
  sport: 'football',
  competition: 'League',
  home: 'Reds',
  away: 'Blues',
  startsAt: 0,
  status: 'not_started',
  suspended: false,
  score: null,
  markets: [market('1x2', [2, 3.2, 3.5])],
  marketCount: 12,
};

const push = (overrides: Partial<SportsOddsPush> = {}): SportsOddsPush => ({
  eventId: 'ev-1',
  status: 'live',
  suspended: false,
  score: { home: 1, away: 0, clock: "1H 12'" },
  markets: [market('1x2', [1.6, 3.6, 5])],
  ...overrides,
});

describe('odds pushes', () => {
  it('updates a list’s main market, status and score, without adding markets a list does not hold', () => {
    const merged = mergeOddsPush(
      event,
      push({ markets: [market('1x2', [1.6, 3.6, 5]), market('total:2.5', [1.9, 1.9])] }),
      false,
    );
    expect(merged.status).toBe('live');
    expect(merged.score?.home).toBe(1);
    expect(merged.markets.map((each) => each.id)).toEqual(['1x2']);
    expect(merged.markets[0]?.outcomes[0]?.odds).toBe(1.6);
    expect(merged.marketCount).toBe(12);
  });

  it('adds new markets on the event page', () => {
    const merged = mergeOddsPush(event, push({ markets: [market('total:2.5', [1.9, 1.9])] }), true);
    expect(merged.markets.map((each) => each.id)).toEqual(['1x2', 'total:2.5']);
    expect(merged.markets[0]?.outcomes[0]?.odds).toBe(2);
  });

  it('leaves another event alone', () => {
    expect(mergeOddsPush(event, push({ eventId: 'ev-2' }), true)).toBe(event);
  });

  it('tells when the event moves between the upcoming and live lists', () => {
    expect(changesList(event, push())).toBe(true);
    expect(changesList({ status: 'live' }, push({ status: 'suspended' }))).toBe(false);
    expect(changesList({ status: 'live' }, push({ status: 'ended' }))).toBe(true);
  });

  it('gives the slip every pushed price, inactive while its market is suspended', () => {
    const prices = pricesOfPush(push({ markets: [market('1x2', [1.6, 3.6, 5], 'suspended')] }));
    expect(prices).toHaveLength(3);
    expect(prices[0]).toEqual({
      eventId: 'ev-1',
      marketId: '1x2',
      outcomeId: 'home',
      odds: 1.6,
      active: false,
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
