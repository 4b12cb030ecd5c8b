import { describe, expect, it } from 'vitest';

import { choose } from '../games/ratio.ts';
import { combinations, SYSTEM_BUNDLES, systemLineCount } from './combinations.ts';

describe('combinations', () => {
  it('lists index sets in lexicographic order', () => {
    expect(combinations(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(combinations(3, 3)).toEqual([[0, 1, 2]]);
    expect(combinations(3, 1)).toEqual([[0], [1], [2]]);
  });

  it('has one empty set for k = 0 and none for k > n', () => {
    expect(combinations(3, 0)).toEqual([[]]);
    expect(combinations(2, 3)).toEqual([]);
  });

  it('has C(n, k) distinct sets, each ascending', () => {
    for (let n = 0; n <= 8; n += 1) {
      for (let k = 0; k <= n; k += 1) {
        const sets = combinations(n, k);
        expect(sets).toHaveLength(Number(choose(n, k)));
        expect(new Set(sets.map((set) => set.join(','))).size).toBe(sets.length);
        for (const set of sets) expect(set).toEqual([...set].sort((a, b) => a - b));
      }
    }
  });

  it('refuses negative or fractional counts', () => {
    expect(() => combinations(-1, 0)).toThrow(RangeError);
    expect(() => combinations(3, 1.5)).toThrow(RangeError);
    expect(() => systemLineCount(3, [-1])).toThrow(RangeError);
  });
});

describe('system line counts', () => {
  it('sums C(n, size) over the sizes', () => {
    expect(systemLineCount(3, [2])).toBe(3);
    expect(systemLineCount(5, [2, 3])).toBe(20);
    expect(systemLineCount(12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe(4095);
  });

  it('gives Trixie 4 lines, Patent 7, Yankee 11 and Lucky 15 fifteen', () => {
    const counts = Object.fromEntries(
      Object.entries(SYSTEM_BUNDLES).map(([name, bundle]) => [
        name,
        systemLineCount(bundle.legs, bundle.sizes),
      ]),
    );
    expect(counts).toEqual({ trixie: 4, patent: 7, yankee: 11, lucky15: 15 });
  });
});
