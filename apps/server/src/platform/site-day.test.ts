import { describe, expect, it } from 'vitest';

import { isTimeZone, siteDay, siteMidnight, siteWeek } from './site-day.ts';

describe('siteDay', () => {
  it('counts days at local midnight of the site’s zone', () => {
    // 02:30 UTC on 25 November is still 24 November in São Paulo (UTC−3).
    const at = Date.UTC(2026, 10, 25, 2, 30);
    expect(siteDay(at, 'America/Sao_Paulo')).toEqual({
      date: '2026-11-24',
      previous: '2026-11-23',
      nextStartsAt: Date.UTC(2026, 10, 25, 3, 0),
    });
    expect(siteDay(at, 'Asia/Jakarta').date).toBe('2026-11-25');
    expect(siteDay(at, 'UTC')).toMatchObject({ date: '2026-11-25', nextStartsAt: Date.UTC(2026, 10, 26) });
  });

  it('finds the next day across a daylight-saving change', () => {
    // New York leaves DST on 1 November 2026: midnight of 2 November is 05:00 UTC, not 04:00.
    const at = Date.UTC(2026, 10, 1, 12, 0);
    expect(siteDay(at, 'America/New_York')).toMatchObject({
      date: '2026-11-01',
      nextStartsAt: Date.UTC(2026, 10, 2, 5, 0),
    });
  });

  it('knows which zone names exist', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('siteWeek', () => {
  it('runs Monday to Monday at local midnight', () => {
    // Wednesday 25 November 2026, 12:00 UTC (09:00 in São Paulo).
    expect(siteWeek(Date.UTC(2026, 10, 25, 12), 'America/Sao_Paulo')).toEqual({
      start: '2026-11-23',
      previous: '2026-11-16',
      startsAt: Date.UTC(2026, 10, 23, 3),
      endsAt: Date.UTC(2026, 10, 30, 3),
      previousStartsAt: Date.UTC(2026, 10, 16, 3),
    });
    // 01:00 UTC on Monday the 30th is still Sunday the 29th there.
    expect(siteWeek(Date.UTC(2026, 10, 30, 1), 'America/Sao_Paulo').start).toBe('2026-11-23');
    expect(siteMidnight('2026-11-02', 'America/New_York')).toBe(Date.UTC(2026, 10, 2, 5));
  });
});
