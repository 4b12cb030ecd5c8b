/**
 * Multipliers as exact fractions. A payout is floor(stake · num / den) in minor units, so no float ever
 * touches money and the declared RTP holds to the last minor unit.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** RTPs and probabilities are given in basis points: 9 700 = 97 %. */
export const BASIS_POINTS = 10_000n;

export const ONE: Ratio = { num: 1n, den: 1n };

export function ratio(num: bigint, den: bigint): Ratio {
  if (den <= 0n) throw new RangeError('a ratio needs a positive denominator');
  return { num, den };
}

/** The declared return to player as a ratio: 9 700 bp → 97/100. */
export function rtpRatio(rtpBasisPoints: number): Ratio {
  return ratio(BigInt(rtpBasisPoints), BASIS_POINTS);
}

export function times(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

export function power(a: Ratio, exponent: number): Ratio {
  return ratio(a.num ** BigInt(exponent), a.den ** BigInt(exponent));
}

/** The stake times the multiplier, floored to a whole minor unit. */
export function payoutOf(stakeMinor: bigint, multiplier: Ratio): bigint {
  return (stakeMinor * multiplier.num) / multiplier.den;
}

/** The multiplier shown to players: floored to two decimals (spec §5 floors amounts, never rounds). */
export function shownMultiplier(multiplier: Ratio): number {
  return Number((multiplier.num * 100n) / multiplier.den) / 100;
}

/** The multiplier as a float, for simulations and curves only; never for money. */
export function ratioToNumber(multiplier: Ratio): number {
  return Number(multiplier.num) / Number(multiplier.den);
}

/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let index = 1; index <= k; index += 1) {
    result = (result * BigInt(n - k + index)) / BigInt(index);
  }
  return result;
}
