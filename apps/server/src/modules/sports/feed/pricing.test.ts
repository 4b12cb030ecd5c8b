import { describe, expect, it } from 'vitest';

import {
  asianShare,
  BOOK_MARGIN,
  DECIDED_PROBABILITY,
  MAX_ODDS,
  MIN_ODDS,
  normalCdf,
  overShare,
  poissonProbabilities,
  pricedMarket,
} from './pricing.ts';
import { marketSpec } from './sandbox-markets.ts';

const distribution = (entries: [number, number][]) => new Map(entries);

describe('sandbox pricing', () => {
  it('loads every outcome by the margin and quotes it rounded down, so a fair book sums to 1 + margin or a hair more', () => {
    const market = pricedMarket(marketSpec('football', '1x2'), [0.5, 0.3, 0.2]);
    expect(market.status).toBe('active');
    expect(market.outcomes.map((outcome) => outcome.id)).toEqual(['1', '2', '3']);
    expect(market.outcomes.map((outcome) => outcome.odds)).toEqual([1890, 3150, 4730]);
    const overround = market.outcomes.reduce((sum, outcome) => sum + 1000 / outcome.odds, 0);
    expect(overround).toBeGreaterThanOrEqual(1 + BOOK_MARGIN);
    expect(overround).toBeLessThan(1 + BOOK_MARGIN + 0.01);
  });

  it('holds prices within the feed bounds and suspends a market all but decided', () => {
    const longShot = pricedMarket(marketSpec('tennis', 'winner'), [0.96, 0.04]);
    expect(longShot.outcomes.map((outcome) => [outcome.odds, outcome.active])).toEqual([
      [MIN_ODDS, true],
      [23600, true],
    ]);
    const decided = pricedMarket(marketSpec('tennis', 'winner'), [DECIDED_PROBABILITY, 0.03]);
    expect(decided.status).toBe('suspended');
    expect(decided.outcomes.every((outcome) => !outcome.active)).toBe(true);
    const certain = pricedMarket(marketSpec('football', 'btts'), [1, 0]);
    expect(certain.outcomes.map((outcome) => outcome.odds)).toEqual([MIN_ODDS, MAX_ODDS]);
  });

  it('prices Asian lines: a whole line pushes, a quarter line splits the stake over the half-lines beside it', () => {
    const differences = distribution([
      [-1, 0.25],
      [0, 0.25],
      [1, 0.5],
    ]);
    // Home −0.5 wins on a win only; home 0 is void on a draw: 0.5 ÷ 0.75.
    expect(asianShare(differences, -0.5)).toBeCloseTo(0.5);
    expect(asianShare(differences, 0)).toBeCloseTo(2 / 3);
    // Home −0.25 = half on 0, half on −0.5: wins 0.5 + 0.5, losses 0.25 + 0.5.
    expect(asianShare(differences, -0.25)).toBeCloseTo(1 / 1.75);
    const totals = distribution([
      [1, 0.3],
      [2, 0.3],
      [3, 0.4],
    ]);
    expect(overShare(totals, 2.5)).toBeCloseTo(0.4);
    // Over 2.25 = half on over 2 (void at 2) and half on over 2.5.
    expect(overShare(totals, 2.25)).toBeCloseTo(0.8 / (0.8 + 0.9));
  });

  it('has the usual shapes of the Poisson and normal distributions', () => {
    const goals = poissonProbabilities(1.5, 10);
    expect(goals).toHaveLength(11);
    expect(goals.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
    expect(goals[0]).toBeCloseTo(Math.exp(-1.5), 12);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-Infinity)).toBe(0);
  });
});
