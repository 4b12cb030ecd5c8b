import type { WheelSpin } from '@casino/contracts';
import { commitServerSeed, spinWheel } from '@casino/game-math';

/** What the browser recomputed from a revealed spin. */
export interface SpinCheck {
  /** SHA-256 of the revealed server seed, computed here. */
  revealedHash: string;
  /** It equals the hash committed before the spin. */
  hashMatches: boolean;
  /** The segment the seeds land on, computed here (null when the weights cannot be spun). */
  segment: number | null;
  /** It equals the segment the server paid. */
  segmentMatches: boolean;
  /** The spin used the weights published on the page. */
  weightsMatch: boolean;
  /** All three hold. */
  verified: boolean;
}

/** The segment of `weights` that the seeds land on, or null when the weights are not a valid wheel. */
export function recomputeSegment(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  weights: readonly number[],
): number | null {
  try {
    return spinWheel(seeds, weights);
  } catch {
    return null;
  }
}

/**
 * Checks a spin in the browser with the same code the server ran: the revealed seed hashes to the
 * commitment shown before the spin, the published weights were used, and HMAC-SHA256 of the seeds lands on
 * the segment that was paid.
 */
export function checkSpin(
  spin: WheelSpin,
  committedHash: string,
  publishedWeights: readonly number[],
): SpinCheck {
  const revealedHash = commitServerSeed(spin.serverSeed);
  const hashMatches = revealedHash === committedHash.toLowerCase();
  const weightsMatch =
    spin.weights.length === publishedWeights.length &&
    spin.weights.every((weight, index) => weight === publishedWeights[index]);
  const segment = recomputeSegment(spin, spin.weights);
  const segmentMatches = segment === spin.segment;
  return {
    revealedHash,
    hashMatches,
    segment,
    segmentMatches,
    weightsMatch,
    verified: hashMatches && segmentMatches && weightsMatch,
  };
}

/** Weights typed by a player ("10, 5, 1"): whole non-negative numbers, or null when any part is not. */
export function parseWeights(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^\d{1,7}$/.test(part))) return null;
  return parts.map(Number);
}
