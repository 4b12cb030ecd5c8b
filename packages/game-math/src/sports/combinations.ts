import { choose } from '../games/ratio.ts';

/**
 * The lines of a system bet: every combination of its legs of each chosen size (issue 17). A "2/3" system is
 * the three doubles of three legs; the named bundles are the systems bookmakers sell under a name.
 */

/** A system sold under a name: how many legs it takes and which combination sizes it covers. */
export interface SystemBundle {
  /** The number of legs the bundle is built from. */
  legs: number;
  /** The combination sizes it covers: 1 singles, 2 doubles, 3 trebles… */
  sizes: readonly number[];
}

/** The named systems: Trixie 4 lines, Patent 7, Yankee 11, Lucky 15 fifteen. */
export const SYSTEM_BUNDLES = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
} as const satisfies Record<string, SystemBundle>;
export type SystemBundleName = keyof typeof SYSTEM_BUNDLES;

/**
 * Every set of `k` indices out of `0…n−1`, each ascending, in lexicographic order:
 * `combinations(3, 2)` → `[[0,1],[0,2],[1,2]]`. One empty set for k = 0, none for k > n.
 */
export function combinations(n: number, k: number): number[][] {
  assertCount('n', n);
  assertCount('k', k);
  const sets: number[][] = [];
  const chosen: number[] = [];
  const extend = (from: number): void => {
    if (chosen.length === k) {
      sets.push([...chosen]);
      return;
    }
    // Stop early enough that the indices still to choose fit below n.
    for (let index = from; index <= n - (k - chosen.length); index += 1) {
      chosen.push(index);
      extend(index + 1);
      chosen.pop();
    }
  };
  extend(0);
  return sets;
}

/** How many lines a system of `n` legs has over the given combination sizes: Σ C(n, size). */
export function systemLineCount(n: number, sizes: readonly number[]): number {
  assertCount('n', n);
  return sizes.reduce((count, size) => {
    assertCount('size', size);
    return count + Number(choose(n, size));
  }, 0);
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer: ${String(value)}`);
  }
}
