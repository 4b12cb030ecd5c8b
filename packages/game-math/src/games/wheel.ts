import { fairFloats, type SeedPair } from '../fairness/seeds.ts';

/**
 * The invite wheel (issue 15): segments with integer weights, published; a spin's first fair float
 * (HMAC-SHA256 of the committed server seed over `clientSeed:nonce:0`, as every game) picks the segment
 * whose cumulative weight range holds `floor(float · total)`.
 */
export function wheelSegment(float: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new Error('wheel weights must be non-negative integers with a positive total');
  }
  let target = Math.floor(float * total);
  for (let index = 0; index < weights.length; index++) {
    const weight = weights[index] ?? 0;
    if (target < weight) return index;
    target -= weight;
  }
  return weights.length - 1;
}

/** The segment a spin lands on, from its seeds (what the player's verifier recomputes). */
export function spinWheel(seeds: SeedPair, weights: readonly number[]): number {
  const [float] = fairFloats(seeds, 1);
  return wheelSegment(float ?? 0, weights);
}

/** What one spin pays on average: Σ weight·amount / Σ weight (amounts in any one unit). */
export function wheelExpectedValue(segments: readonly { weight: number; amount: number }[]): number {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  return segments.reduce((sum, segment) => sum + segment.weight * segment.amount, 0) / total;
}
