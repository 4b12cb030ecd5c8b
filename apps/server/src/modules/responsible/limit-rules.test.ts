import { describe, expect, it } from 'vitest';

import { sitePeriod } from '../../platform/site-day.ts';
import { changeLimit, limitAt, loosens, type StoredLimit } from './limit-rules.ts';
import { minutesWithin } from './protection-usage.ts';

const DAY = 86_400_000;
const none: StoredLimit = { kind: 'deposit', period: 'day', value: null, pending: null };

describe('limit rules', () => {
  it('apply a tighter limit at once and keep a looser one pending for the cooling-off', () => {
    const set = changeLimit(none, 5_000n, 0, DAY);
    expect(set).toMatchObject({ value: 5_000n, pending: null });
    const raised = changeLimit(set, 20_000n, 10, DAY);
    expect(raised).toMatchObject({ value: 5_000n, pending: { value: 20_000n, effectiveAt: 10 + DAY } });
    const removed = changeLimit(set, null, 10, DAY);
    expect(removed).toMatchObject({ value: 5_000n, pending: { value: null } });
    expect(limitAt(raised, 10 + DAY - 1).value).toBe(5_000n);
    expect(limitAt(raised, 10 + DAY)).toMatchObject({ value: 20_000n, pending: null });
    // A lower value while a raise waits applies now and drops the raise.
    expect(changeLimit(raised, 4_000n, 20, DAY)).toMatchObject({ value: 4_000n, pending: null });
    // Without a cooling-off period a raise applies at once.
    expect(changeLimit(set, 9_000n, 0, 0)).toMatchObject({ value: 9_000n, pending: null });
  });

  it('count no limit as the loosest', () => {
    expect(loosens(null, 1n)).toBe(false);
    expect(loosens(1n, null)).toBe(true);
    expect(loosens(5n, 5n)).toBe(false);
    expect(loosens(5n, 6n)).toBe(true);
  });

  it('count overlapping sessions once', () => {
    const minute = 60_000;
    const spans = [
      { startsAt: 0, endsAt: 10 * minute },
      { startsAt: 5 * minute, endsAt: 15 * minute },
      { startsAt: 30 * minute, endsAt: 40 * minute },
    ];
    expect(minutesWithin(spans, 0, 60 * minute)).toBe(25);
    expect(minutesWithin(spans, 12 * minute, 35 * minute)).toBe(8);
  });

  it('start days, weeks (Monday) and months at midnight in the market’s zone', () => {
    // 2026-11-25 12:00 UTC is 09:00 in São Paulo (UTC−3), a Wednesday.
    const now = Date.UTC(2026, 10, 25, 12);
    const zone = 'America/Sao_Paulo';
    expect(sitePeriod(now, zone, 'day')).toEqual({
      startsAt: Date.UTC(2026, 10, 25, 3),
      endsAt: Date.UTC(2026, 10, 26, 3),
    });
    expect(sitePeriod(now, zone, 'week')).toEqual({
      startsAt: Date.UTC(2026, 10, 23, 3),
      endsAt: Date.UTC(2026, 10, 30, 3),
    });
    expect(sitePeriod(now, zone, 'month')).toEqual({
      startsAt: Date.UTC(2026, 10, 1, 3),
      endsAt: Date.UTC(2026, 11, 1, 3),
    });
  });
});
