import { describe, expect, it } from 'vitest';

import { isOutsideBand, MIN_BAND_ROUNDS, rtpBand, Z_99 } from './rtp-band.ts';

/** A small seeded generator (mulberry32), so the simulation below is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sampleStdDev = (values: readonly number[]) => {
  const average = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1));
};

describe('the RTP band', () => {
  it('is declared ± 2.576·σ/√n', () => {
    // A coin that pays 2× with p = 0.485: RTP 0.97, σ = 2·√(p(1−p)).
    const sigma = 2 * Math.sqrt(0.485 * 0.515);
    const band = rtpBand(0.97, 400, sigma);
    expect(band?.low).toBeCloseTo(0.97 - (Z_99 * sigma) / 20, 12);
    expect(band?.high).toBeCloseTo(0.97 + (Z_99 * sigma) / 20, 12);
    expect(band?.low).toBeCloseTo(0.8412, 3);
  });

  it('has no band below 30 rounds or without a measured dispersion', () => {
    expect(rtpBand(0.97, MIN_BAND_ROUNDS - 1, 1)).toBeNull();
    expect(rtpBand(0.97, MIN_BAND_ROUNDS, 1)).not.toBeNull();
    expect(rtpBand(0.97, 1_000, null)).toBeNull();
    expect(rtpBand(0.97, 1_000, Number.NaN)).toBeNull();
  });

  it('flags an actual RTP outside the band, never one without a band or without stakes', () => {
    const band = { low: 0.9, high: 1.0 };
    expect(isOutsideBand(0.95, band)).toBe(false);
    expect(isOutsideBand(0.9, band)).toBe(false);
    expect(isOutsideBand(0.89, band)).toBe(true);
    expect(isOutsideBand(1.01, band)).toBe(true);
    expect(isOutsideBand(5, null)).toBe(false);
    expect(isOutsideBand(null, band)).toBe(false);
  });

  it('holds a fair game inside about 99 % of the time, and flags one that pays too much', () => {
    // A game that pays 0×, 1× or 3× with probabilities 0.5, 0.26, 0.24: RTP 0.98, σ ≈ 1.21.
    const outcomes = [
      { multiplier: 0, probability: 0.5 },
      { multiplier: 1, probability: 0.26 },
      { multiplier: 3, probability: 0.24 },
    ];
    const declared = outcomes.reduce((sum, o) => sum + o.multiplier * o.probability, 0);
    expect(declared).toBeCloseTo(0.98, 12);
    const random = seeded(20_261_123);
    const play = (bias: number) => {
      const draw = random();
      let cumulative = 0;
      for (const outcome of outcomes) {
        cumulative += outcome.probability;
        if (draw < cumulative) return outcome.multiplier * bias;
      }
      return 0;
    };
    const outsideShare = (sessions: number, rounds: number, bias: number) => {
      let outside = 0;
      for (let session = 0; session < sessions; session += 1) {
        const multipliers = Array.from({ length: rounds }, () => play(bias));
        const band = rtpBand(declared, rounds, sampleStdDev(multipliers));
        if (isOutsideBand(mean(multipliers), band)) outside += 1;
      }
      return outside / sessions;
    };
    // 1 % expected; the estimated σ and the skew make it a little more.
    const fair = outsideShare(2_000, 200, 1);
    expect(fair).toBeGreaterThan(0);
    expect(fair).toBeLessThan(0.025);
    // A game paying 40 % more than declared is seen in nearly every session of 1 000 rounds.
    expect(outsideShare(300, 1_000, 1.4)).toBeGreaterThan(0.99);
  });
});
