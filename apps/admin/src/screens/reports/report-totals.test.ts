import type { GgrRow } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { ggrTotalsByCurrency, sumMajorUnits } from './report-totals';

const row = (key: string, currencyId: string, stakes: number, payouts: number, bonuses = 0): GgrRow => ({
  key,
  currencyId,
  rounds: 10,
  stakes,
  payouts,
  ggr: stakes - payouts,
  bonuses,
  ngr: stakes - payouts - bonuses,
});

describe('sumMajorUnits', () => {
  it('adds decimals without float drift', () => {
    expect(sumMajorUnits([0.1, 0.2])).toBe(0.3);
    expect(sumMajorUnits([1.005, 2.01, -0.015])).toBe(3);
  });

  it('adds nothing to zero', () => {
    expect(sumMajorUnits([])).toBe(0);
  });

  it('copes with tiny crypto amounts written in exponent form', () => {
    expect(sumMajorUnits([1e-7, 2e-7])).toBe(3e-7);
  });
});

describe('ggrTotalsByCurrency', () => {
  it('gives one row per currency, never mixing them', () => {
    const totals = ggrTotalsByCurrency([
      row('2026-11-22', 'BRL', 100.1, 90.2),
      row('2026-11-22', 'USD', 50, 10),
      row('2026-11-23', 'BRL', 0.2, 0.1, 1),
    ]);
    expect(totals).toEqual([
      {
        key: 'BRL',
        currencyId: 'BRL',
        rounds: 20,
        stakes: 100.3,
        payouts: 90.3,
        ggr: 10,
        bonuses: 1,
        ngr: 9,
      },
      { key: 'USD', currencyId: 'USD', rounds: 10, stakes: 50, payouts: 10, ggr: 40, bonuses: 0, ngr: 40 },
    ]);
  });

  it('has no totals for an empty report', () => {
    expect(ggrTotalsByCurrency([])).toEqual([]);
  });
});
