import { describe, expect, it } from 'vitest';

import { clockTextOf, uofClockOf } from './uof-clock.ts';

describe("the score's clock between the book and UOF", () => {
  it.each([
    ['football', "1H 23'", { matchStatus: 6, clock: { match_time: '22:00' } }],
    ['football', "2H 90'", { matchStatus: 7, clock: { match_time: '89:00' } }],
    ['football', 'HT', { matchStatus: 31 }],
    ['basketball', 'Q3 04:12', { matchStatus: 15, clock: { remaining_time_in_period: '04:12' } }],
    ['basketball', 'Break', { matchStatus: 30 }],
    ['tennis', 'Set 2 · 3-4', { matchStatus: 9, periodScores: [{ number: 2, home: 3, away: 4 }] }],
    [
      'tennis',
      'FT · 6-4 3-6 7-5',
      {
        matchStatus: 100,
        periodScores: [
          { number: 1, home: 6, away: 4 },
          { number: 2, home: 3, away: 6 },
          { number: 3, home: 7, away: 5 },
        ],
      },
    ],
  ] as const)('%s %s is written as UOF states it and read back the same', (sport, text, uof) => {
    expect(uofClockOf(sport, text)).toEqual(uof);
    expect(clockTextOf(sport, uof)).toBe(text);
  });

  it('reads a real feed: the minute being played from the elapsed time, the clock as sent for a status it cannot name', () => {
    // The live odds_change of Sportradar's SDK: match_status 6, <clock match_time="27:33"/>.
    expect(clockTextOf('football', { matchStatus: 6, clock: { match_time: '27:33' } })).toBe("1H 28'");
    expect(clockTextOf('football', { matchStatus: 100 })).toBe('FT');
    expect(clockTextOf('football', { matchStatus: 20, clock: { match_time: '95:10' } })).toBe('95:10');
    expect(clockTextOf('football', {})).toBe('');
  });
});
