import { describe, expect, it } from 'vitest';

import { SYSTEM_BUNDLES } from './combinations.ts';
import type { LegResult } from './grading.ts';
import {
  betLines,
  legFactor,
  maxPayout,
  settleBet,
  totalStake,
  validateShape,
  type BetShape,
  type SettlementLeg,
} from './settlement.ts';

const leg = (odds: number, result: LegResult | null): SettlementLeg => ({
  odds,
  outcome: result === null ? null : { result },
});
const SINGLE: BetShape = { kind: 'single' };
const MULTIPLE: BetShape = { kind: 'multiple' };
const system = (sizes: readonly number[]): BetShape => ({ kind: 'system', sizes });
const YANKEE = system(SYSTEM_BUNDLES.yankee.sizes);

describe('validateShape', () => {
  it.each<[string, BetShape, number, string | null]>([
    ['a single of one leg', SINGLE, 1, null],
    ['a single of two legs', SINGLE, 2, 'LEGS_SINGLE'],
    ['a single of no leg', SINGLE, 0, 'LEGS_SINGLE'],
    ['a multiple of one leg', MULTIPLE, 1, 'LEGS_MULTIPLE'],
    ['a multiple of two legs', MULTIPLE, 2, null],
    ['a multiple of 20 legs', MULTIPLE, 20, null],
    ['a multiple of 21 legs', MULTIPLE, 21, 'LEGS_MULTIPLE'],
    ['a 2/3 system', system([2]), 3, null],
    ['a system of two legs', system([1]), 2, 'SYSTEM_SIZES'],
    ['a system of 12 legs', system([2]), 12, null],
    ['a system of 13 legs', system([2]), 13, 'SYSTEM_SIZES'],
    ['a system without sizes', system([]), 3, 'SYSTEM_SIZES'],
    ['a system with size 0', system([0, 2]), 3, 'SYSTEM_SIZES'],
    ['a system with a size above its legs', system([2, 4]), 3, 'SYSTEM_SIZES'],
    ['a system with a repeated size', system([2, 2]), 3, 'SYSTEM_SIZES'],
    ['a system with a fractional size', system([1.5]), 3, 'SYSTEM_SIZES'],
  ])('%s → %s', (_name, shape, legCount, error) => {
    expect(validateShape(shape, legCount)).toBe(error);
  });
});

describe('lines, stakes and the largest payout', () => {
  it('orders system lines by size, then lexicographically, whatever the order of the sizes', () => {
    expect(betLines(system([3, 2]), 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    expect(betLines(MULTIPLE, 3)).toEqual([[0, 1, 2]]);
    expect(betLines(SINGLE, 1)).toEqual([[0]]);
  });

  it('charges the line stake once per line', () => {
    expect(totalStake(SINGLE, 1, 250n)).toBe(250n);
    expect(totalStake(MULTIPLE, 5, 250n)).toBe(250n);
    expect(totalStake(system(SYSTEM_BUNDLES.trixie.sizes), 3, 250n)).toBe(1000n);
    expect(totalStake(system(SYSTEM_BUNDLES.lucky15.sizes), 4, 250n)).toBe(3750n);
    expect(() => totalStake(SINGLE, 2, 250n)).toThrow(RangeError);
  });

  it('pays the most when every leg wins', () => {
    expect(maxPayout(SINGLE, 1000n, [1850])).toBe(1850n);
    expect(maxPayout(MULTIPLE, 1000n, [2000, 1500, 1333])).toBe(3999n);
    // Trixie at 2.0: three doubles of 400 and a treble of 800.
    expect(maxPayout(system(SYSTEM_BUNDLES.trixie.sizes), 100n, [2000, 2000, 2000])).toBe(2000n);
  });
});

describe('legFactor', () => {
  it('prices each result exactly', () => {
    expect(legFactor(1850, { result: 'won' })).toEqual({ num: 1850n, den: 1000n });
    expect(legFactor(1850, { result: 'won', deadHeat: [1, 2] })).toEqual({ num: 1850n, den: 2000n });
    expect(legFactor(1850, { result: 'lost' }).num).toBe(0n);
    expect(legFactor(1850, { result: 'void' })).toEqual({ num: 1n, den: 1n });
    expect(legFactor(1850, { result: 'half_won' })).toEqual({ num: 2850n, den: 2000n });
    expect(legFactor(1850, { result: 'half_lost' })).toEqual({ num: 1n, den: 2n });
  });

  it('refuses odds below 1.000 or fractional, and dead heats outside 0 < n ≤ d', () => {
    expect(() => legFactor(999, { result: 'won' })).toThrow(RangeError);
    expect(() => legFactor(1850.5, { result: 'won' })).toThrow(RangeError);
    expect(() => legFactor(1850, { result: 'won', deadHeat: [0, 2] })).toThrow(RangeError);
    expect(() => legFactor(1850, { result: 'won', deadHeat: [3, 2] })).toThrow(RangeError);
  });
});

describe('settleBet', () => {
  it('refuses a shape that does not fit its legs, and a negative stake', () => {
    expect(() => settleBet(MULTIPLE, 100n, [leg(2000, 'won')])).toThrow(/LEGS_MULTIPLE/);
    expect(() => settleBet(SINGLE, -1n, [leg(2000, 'won')])).toThrow(RangeError);
  });

  it('is pure: the same legs settle the same way twice and are left untouched', () => {
    const legs = [leg(2000, 'won'), leg(1900, 'half_won'), leg(1500, null), leg(3000, 'lost')];
    const before = structuredClone(legs);
    const first = settleBet(YANKEE, 100n, legs);
    const second = settleBet(YANKEE, 100n, legs);
    expect(second).toEqual(first);
    expect(legs).toEqual(before);
  });

  it('reopens a bet rolled back to pending and recomputes the lines still settled', () => {
    const won = [leg(2000, 'won'), leg(2000, 'won'), leg(2000, 'won'), leg(2000, 'won')];
    const settled = settleBet(YANKEE, 100n, won);
    expect(settled.state).toBe('settled');
    expect(settled.payoutMinor).toBe(7200n);

    // The last leg's result is withdrawn: only the three lines without it stay settled, 400 + 400 + 400 + 800.
    const rolledBack = settleBet(YANKEE, 100n, [...won.slice(0, 3), leg(2000, null)]);
    expect(rolledBack.state).toBe('open');
    expect(rolledBack.lines.filter((line) => line.state === 'open').map((line) => line.legs)).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
      [0, 1, 2, 3],
    ]);
    expect(rolledBack.payoutMinor).toBe(2000n);

    // Resulted again, lost this time: the lines with it are lost, the others unchanged.
    const resettled = settleBet(YANKEE, 100n, [...won.slice(0, 3), leg(2000, 'lost')]);
    expect(resettled.state).toBe('settled');
    expect(resettled.payoutMinor).toBe(2000n);
  });

  it('settles a lost line at once even while its other legs are pending', () => {
    const settlement = settleBet(MULTIPLE, 100n, [leg(2000, null), leg(2000, 'lost')]);
    expect(settlement.state).toBe('settled');
    expect(settlement.lines).toEqual([{ legs: [0, 1], state: 'lost', payoutMinor: 0n }]);
  });
});
