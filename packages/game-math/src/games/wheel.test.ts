import { describe, expect, it } from 'vitest';

import { spinWheel, wheelExpectedValue, wheelSegment } from './wheel.ts';

describe('invite wheel', () => {
  it('maps floats onto cumulative weight ranges', () => {
    const weights = [1, 0, 3];
    expect(wheelSegment(0, weights)).toBe(0);
    expect(wheelSegment(0.2499, weights)).toBe(0);
    expect(wheelSegment(0.25, weights)).toBe(2);
    expect(wheelSegment(0.9999, weights)).toBe(2);
    expect(() => wheelSegment(0.5, [0, 0])).toThrow();
    expect(() => wheelSegment(0.5, [1.5, 1])).toThrow();
  });

  it('lands on segments in proportion to their weights, and its mean pays the expected value', () => {
    const segments = [
      { weight: 50, amount: 0 },
      { weight: 30, amount: 1 },
      { weight: 15, amount: 5 },
      { weight: 5, amount: 20 },
    ];
    const weights = segments.map((segment) => segment.weight);
    const counts = [0, 0, 0, 0];
    let paid = 0;
    const spins = 20_000;
    for (let nonce = 0; nonce < spins; nonce++) {
      const segment = spinWheel({ serverSeed: 'a'.repeat(64), clientSeed: 'wheel-test', nonce }, weights);
      counts[segment]! += 1;
      paid += segments[segment]!.amount;
    }
    counts.forEach((count, index) => expect(count / spins).toBeCloseTo(weights[index]! / 100, 1));
    expect(wheelExpectedValue(segments)).toBe(2.05);
    expect(paid / spins).toBeGreaterThan(1.9);
    expect(paid / spins).toBeLessThan(2.2);
  });
});
