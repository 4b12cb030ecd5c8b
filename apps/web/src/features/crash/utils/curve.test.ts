import type { CrashRoundView } from '@casino/contracts';
import { crashPayout, minorToNumber, msToReach, multiplierAt } from '@casino/game-math';
import { describe, expect, it } from 'vitest';

import {
  axisTicks,
  bettingSecondsLeft,
  crashPointTone,
  curvePoints,
  flightMs,
  payoutAt,
  shownMultiplier,
} from './curve';

const round = (over: Partial<CrashRoundView>): CrashRoundView => ({
  id: 1,
  number: 1,
  gameId: 'crash',
  status: 'FLYING',
  bettingEndsAt: 1_000,
  startedAt: 1_000,
  crashPoint: null,
  hash: null,
  crashedAt: null,
  ...over,
});

describe('the curve in the browser', () => {
  it('follows the server formula from take-off: 1.00 at start, 2.00 at msToReach(200)', () => {
    const flying = round({});
    expect(shownMultiplier(flying, 1_000)).toBe(1);
    expect(shownMultiplier(flying, 1_000 + msToReach(200))).toBe(2);
    expect(shownMultiplier(flying, 1_000 + msToReach(200) - 1)).toBe(1.99);
    expect(shownMultiplier(flying, 21_000)).toBe(multiplierAt(20_000) / 100);
  });

  it('shows 1.00 while bets are taken and the crash point once crashed, frozen at the crash time', () => {
    expect(shownMultiplier(round({ status: 'BETTING', startedAt: null }), 99_999)).toBe(1);
    expect(shownMultiplier(null, 5)).toBe(1);
    const crashed = round({ status: 'CRASHED', crashPoint: 3.17, crashedAt: 1_000 + msToReach(317) });
    expect(shownMultiplier(crashed, 999_999)).toBe(3.17);
    expect(flightMs(crashed, 999_999)).toBe(msToReach(317));
  });

  it('counts the betting window down in whole seconds', () => {
    const betting = round({ status: 'BETTING', startedAt: null, bettingEndsAt: 10_000 });
    expect(bettingSecondsLeft(betting, 4_000)).toBe(6);
    expect(bettingSecondsLeft(betting, 9_001)).toBe(1);
    expect(bettingSecondsLeft(betting, 12_000)).toBe(0);
    expect(bettingSecondsLeft(round({}), 0)).toBe(0);
  });

  it('keeps the curve inside the chart and rising to the right', () => {
    for (const elapsed of [0, 1_000, 10_000, 60_000]) {
      const points = curvePoints(elapsed, 400, 200, 32);
      expect(points).toHaveLength(33);
      for (const [index, point] of points.entries()) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(400);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(200);
        const before = points[index - 1];
        if (before && elapsed > 0) expect(point.y).toBeLessThanOrEqual(before.y);
      }
    }
    expect(curvePoints(0, 400, 200)[0]).toEqual({ x: 0, y: 200 });
  });

  it('colours crash points by size and floors payouts to the currency', () => {
    expect(crashPointTone(1)).toBe('low');
    expect(crashPointTone(1.99)).toBe('low');
    expect(crashPointTone(2)).toBe('mid');
    expect(crashPointTone(10)).toBe('high');
    expect(payoutAt(10, 1.01, 2)).toBe(10.1);
    expect(payoutAt(3.33, 1.5, 2)).toBe(4.99);
  });

  it('promises exactly what the server pays: crashPayout on the stake in minor units', () => {
    const paid = (stake: number, multiplier: number) =>
      minorToNumber(crashPayout(BigInt(Math.round(stake * 100)), Math.round(multiplier * 100)), 2);
    // Float maths showed 65 552,27 here while the server pays 65 552,28.
    expect(payoutAt(17_250.6, 3.8, 2)).toBe(paid(17_250.6, 3.8));
    expect(payoutAt(17_250.6, 3.8, 2)).toBe(65_552.28);
    for (const [stake, multiplier] of [
      [0.29, 1],
      [7.19, 1.01],
      [123_456.78, 2.37],
      [5, 1.44],
    ] as const) {
      expect(payoutAt(stake, multiplier, 2)).toBe(paid(stake, multiplier));
    }
    expect(payoutAt(0.12345678, 1.37, 8)).toBe(0.16913578);
  });
});

describe('the chart axes', () => {
  it('labels round values, about five of them', () => {
    expect(axisTicks(1, 2)).toEqual([1, 1.2, 1.4, 1.6, 1.8, 2]);
    expect(axisTicks(0, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(0, 37)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(1, 1)).toEqual([]);
  });
});
