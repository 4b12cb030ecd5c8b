import { describe, expect, it } from 'vitest';

import { gradeMarket, SPORTS_MARKET_TYPES, type LegResult, type SportsMarketType } from './grading.ts';

/** The results of a market as `{ outcomeId: result }`, for compact expectations. */
function results(type: SportsMarketType, line: number | null, home: number, away: number) {
  return Object.fromEntries(
    gradeMarket(type, line, { home, away }).map((outcome) => [outcome.id, outcome.result]),
  );
}

describe('gradeMarket', () => {
  it('grades 1x2, double chance, btts and winner', () => {
    expect(results('1x2', null, 2, 1)).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(results('1x2', null, 1, 1)).toEqual({ home: 'lost', draw: 'won', away: 'lost' });
    expect(results('double_chance', null, 0, 0)).toEqual({
      home_draw: 'won',
      home_away: 'lost',
      draw_away: 'won',
    });
    expect(results('double_chance', null, 0, 2)).toEqual({
      home_draw: 'lost',
      home_away: 'won',
      draw_away: 'won',
    });
    expect(results('btts', null, 1, 1)).toEqual({ yes: 'won', no: 'lost' });
    expect(results('btts', null, 3, 0)).toEqual({ yes: 'lost', no: 'won' });
    expect(results('winner', null, 2, 3)).toEqual({ home: 'lost', away: 'won' });
  });

  it('voids both sides of a winner market on a draw', () => {
    expect(results('winner', null, 1, 1)).toEqual({ home: 'void', away: 'void' });
  });

  it.each<[number, number, LegResult, LegResult]>([
    // line, total goals, over, under
    [2.5, 3, 'won', 'lost'],
    [2.5, 2, 'lost', 'won'],
    [3, 3, 'void', 'void'],
    [2.25, 2, 'half_lost', 'half_won'],
    [2.25, 3, 'won', 'lost'],
    [2.75, 3, 'half_won', 'half_lost'],
    [2.75, 2, 'lost', 'won'],
    [0.25, 0, 'half_lost', 'half_won'],
  ])('grades total %s at %s goals: over %s, under %s', (line, goals, over, under) => {
    expect(results('total', line, goals, 0)).toEqual({ over, under });
  });

  it.each<[number, number, number, LegResult, LegResult]>([
    // home's line, score, home, away
    [-0.5, 1, 0, 'won', 'lost'],
    [-0.5, 1, 1, 'lost', 'won'],
    [0, 1, 1, 'void', 'void'],
    [-1, 2, 1, 'void', 'void'],
    [-0.25, 1, 1, 'half_lost', 'half_won'],
    [-0.75, 2, 1, 'half_won', 'half_lost'],
    [-0.75, 3, 1, 'won', 'lost'],
    [0.25, 1, 1, 'half_won', 'half_lost'],
    [0.75, 0, 1, 'half_lost', 'half_won'],
    [1.5, 0, 1, 'won', 'lost'],
  ])('grades handicap %s at %s-%s: home %s, away %s', (line, home, away, homeResult, awayResult) => {
    expect(results('handicap', line, home, away)).toEqual({ home: homeResult, away: awayResult });
  });

  it('never gives the two sides of a line market the same winning or losing result', () => {
    const opposite: Record<LegResult, LegResult> = {
      won: 'lost',
      lost: 'won',
      void: 'void',
      half_won: 'half_lost',
      half_lost: 'half_won',
    };
    for (let quarters = -12; quarters <= 12; quarters += 1) {
      for (let home = 0; home <= 4; home += 1) {
        for (let away = 0; away <= 4; away += 1) {
          const [homeSide, awaySide] = gradeMarket('handicap', quarters / 4, { home, away });
          expect(awaySide?.result).toBe(opposite[homeSide?.result ?? 'void']);
          if (quarters < 0) continue;
          const [over, under] = gradeMarket('total', quarters / 4, { home, away });
          expect(under?.result).toBe(opposite[over?.result ?? 'void']);
        }
      }
    }
  });

  it('lists the outcomes of every market type in a fixed order', () => {
    const ids = SPORTS_MARKET_TYPES.map((type) =>
      gradeMarket(type, type === 'total' || type === 'handicap' ? 2.5 : null, { home: 1, away: 0 }).map(
        (outcome) => outcome.id,
      ),
    );
    expect(ids).toEqual([
      ['home', 'draw', 'away'],
      ['home_draw', 'home_away', 'draw_away'],
      ['over', 'under'],
      ['home', 'away'],
      ['yes', 'no'],
      ['home', 'away'],
    ]);
  });

  it('refuses lines that are not multiples of 0.25, missing or out of place', () => {
    const score = { home: 1, away: 0 };
    expect(() => gradeMarket('total', 2.3, score)).toThrow(RangeError);
    expect(() => gradeMarket('handicap', -0.1, score)).toThrow(RangeError);
    expect(() => gradeMarket('total', Number.NaN, score)).toThrow(RangeError);
    expect(() => gradeMarket('total', null, score)).toThrow(RangeError);
    expect(() => gradeMarket('handicap', null, score)).toThrow(RangeError);
    expect(() => gradeMarket('total', -0.5, score)).toThrow(RangeError);
    expect(() => gradeMarket('1x2', 0.5, score)).toThrow(RangeError);
  });

  it('refuses scores that are not non-negative integers', () => {
    expect(() => gradeMarket('1x2', null, { home: -1, away: 0 })).toThrow(RangeError);
    expect(() => gradeMarket('1x2', null, { home: 1.5, away: 0 })).toThrow(RangeError);
  });
});
