import { describe, expect, it } from 'vitest';

import { sha256Hex } from '../fairness/seeds.ts';
import {
  allOutcomes,
  allSelections,
  drawLotteryOutcome,
  exactRtp,
  isLotteryGameId,
  isValidSelection,
  LOTTERY_GAME_IDS,
  LOTTERY_GAMES,
  lotteryBetsDigest,
  maxPaidHundredths,
  paidHundredths,
  rtpRange,
  winGoColours,
  type LotteryGameId,
} from './lottery.ts';

/** Every selection's exact RTP grouped by kind, each kind's values listed once. */
function rtpsByKind(gameId: LotteryGameId): Record<string, number[]> {
  const rtps: Record<string, number[]> = {};
  for (const selection of allSelections(gameId)) {
    const kindRtps = (rtps[selection.kind] ??= []);
    const rtp = exactRtp(gameId, selection);
    if (!kindRtps.includes(rtp)) kindRtps.push(rtp);
  }
  return rtps;
}

const SEED = 'a'.repeat(64);
const TWO_BETS = [
  { id: 2, kind: 'big', pick: [], amountMinor: '1000' },
  { id: 1, kind: 'number', pick: [7], amountMinor: '500' },
];

describe('lottery pay tables', () => {
  it('enumerates 10, 216 and 100 000 outcomes in lexicographic order', () => {
    expect(allOutcomes('wingo')).toHaveLength(10);
    expect(allOutcomes('k3')).toHaveLength(216);
    const fiveD = allOutcomes('5d');
    expect(fiveD).toHaveLength(100_000);
    expect(fiveD[0]).toEqual([0, 0, 0, 0, 0]);
    expect(fiveD[12_345]).toEqual([1, 2, 3, 4, 5]);
    expect(allOutcomes('k3')[1]).toEqual([1, 1, 2]);
  });

  it('pays Win Go as published: number and violet 0.882, big and small 0.98, red and green 0.931', () => {
    expect(rtpsByKind('wingo')).toEqual({
      number: [0.882],
      big: [0.98],
      small: [0.98],
      green: [(4 * 196 + 147) / 1000],
      red: [0.931],
      violet: [0.882],
    });
    expect(paidHundredths('wingo', { kind: 'green', pick: [] }, [5])).toBe(147);
    expect(paidHundredths('wingo', { kind: 'red', pick: [] }, [0])).toBe(147);
    expect(paidHundredths('wingo', { kind: 'violet', pick: [] }, [0])).toBe(441);
    expect(paidHundredths('wingo', { kind: 'number', pick: [7] }, [7])).toBe(882);
    expect(paidHundredths('wingo', { kind: 'number', pick: [7] }, [8])).toBe(0);
    expect(rtpRange('wingo')).toEqual({ min: 0.882, max: 0.98 });
  });

  it('keeps every K3 selection within 0.95–0.97', () => {
    expect(allSelections('k3')).toHaveLength(99);
    const { min, max } = rtpRange('k3');
    expect(min).toBeGreaterThanOrEqual(0.95);
    expect(max).toBeLessThanOrEqual(0.97);
    expect(paidHundredths('k3', { kind: 'sum', pick: [10] }, [3, 3, 4])).toBe(768);
    expect(paidHundredths('k3', { kind: 'big', pick: [] }, [6, 6, 6])).toBe(192);
    expect(paidHundredths('k3', { kind: 'pair', pick: [2, 5] }, [5, 2, 2])).toBe(6_912);
    expect(paidHundredths('k3', { kind: 'pair', pick: [2, 5] }, [2, 2, 2])).toBe(0);
    expect(paidHundredths('k3', { kind: 'double', pick: [2] }, [2, 2, 2])).toBe(0);
    expect(paidHundredths('k3', { kind: 'straight', pick: [] }, [5, 3, 4])).toBe(864);
    expect(paidHundredths('k3', { kind: 'straight', pick: [] }, [1, 2, 4])).toBe(0);
    expect(paidHundredths('k3', { kind: 'twoDifferent', pick: [1, 6] }, [6, 1, 1])).toBe(691);
    expect(maxPaidHundredths('k3', { kind: 'sum', pick: [17] })).toBe(6_912);
  });

  it('pays 5D digits 0.882 and every even-money kind 0.98', () => {
    const { digit, ...evenMoney } = rtpsByKind('5d');
    expect(digit).toEqual([0.882]);
    expect(Object.keys(evenMoney)).toHaveLength(8);
    for (const rtps of Object.values(evenMoney)) expect(rtps).toEqual([0.98]);
    expect(paidHundredths('5d', { kind: 'digit', pick: [4, 5] }, [1, 2, 3, 4, 5])).toBe(882);
    expect(paidHundredths('5d', { kind: 'sumBig', pick: [] }, [9, 9, 5, 0, 0])).toBe(196);
    expect(paidHundredths('5d', { kind: 'sumBig', pick: [] }, [9, 9, 4, 0, 0])).toBe(0);
    expect(maxPaidHundredths('5d', { kind: 'positionOdd', pick: [0] })).toBe(196);
  });

  it('describes each game by data', () => {
    expect(LOTTERY_GAME_IDS.every(isLotteryGameId)).toBe(true);
    expect(isLotteryGameId('keno')).toBe(false);
    expect(LOTTERY_GAMES.k3.feeBasisPoints).toBe(0);
    expect(LOTTERY_GAMES['5d'].feeBasisPoints).toBe(200);
    expect(winGoColours(0)).toEqual(['red', 'violet']);
    expect(winGoColours(7)).toEqual(['green']);
    expect(winGoColours(10)).toEqual([]);
  });
});

describe('lottery selections', () => {
  it('refuses unknown kinds, wrong pick counts, out-of-range and non-integer picks', () => {
    expect(isValidSelection('wingo', { kind: 'number', pick: [9] })).toBe(true);
    expect(isValidSelection('wingo', { kind: 'sum', pick: [10] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'toString', pick: [] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'number', pick: [] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'big', pick: [1] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'number', pick: [10] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'number', pick: [-1] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'number', pick: [2.5] })).toBe(false);
    expect(isValidSelection('wingo', { kind: 'number', pick: [Number.NaN] })).toBe(false);
    expect(isValidSelection('k3', { kind: 'sum', pick: [2] })).toBe(false);
    expect(isValidSelection('5d', { kind: 'digit', pick: [5, 0] })).toBe(false);
  });

  it('applies the K3 pick rules: pair p ≠ s, different numbers distinct and ascending', () => {
    expect(isValidSelection('k3', { kind: 'pair', pick: [2, 5] })).toBe(true);
    expect(isValidSelection('k3', { kind: 'pair', pick: [3, 3] })).toBe(false);
    expect(isValidSelection('k3', { kind: 'threeDifferent', pick: [1, 3, 6] })).toBe(true);
    expect(isValidSelection('k3', { kind: 'threeDifferent', pick: [3, 1, 6] })).toBe(false);
    expect(isValidSelection('k3', { kind: 'threeDifferent', pick: [1, 1, 6] })).toBe(false);
    expect(isValidSelection('k3', { kind: 'twoDifferent', pick: [6, 2] })).toBe(false);
    expect(isValidSelection('k3', { kind: 'twoDifferent', pick: [4, 4] })).toBe(false);
  });

  it('lists only valid selections, and refuses to settle an invalid one', () => {
    for (const gameId of LOTTERY_GAME_IDS) {
      for (const selection of allSelections(gameId)) expect(isValidSelection(gameId, selection)).toBe(true);
    }
    expect(allSelections('wingo')).toHaveLength(15);
    expect(allSelections('5d')).toHaveLength(74);
    expect(() => paidHundredths('k3', { kind: 'pair', pick: [3, 3] }, [3, 3, 3])).toThrow(RangeError);
    expect(() => maxPaidHundredths('wingo', { kind: 'number', pick: [] })).toThrow(RangeError);
  });
});

describe('lottery draws', () => {
  it('derives the same outcome from the same inputs, and a fixed vector never changes', () => {
    const digest = lotteryBetsDigest(TWO_BETS);
    expect(digest).toBe('9ccc12a001b1d24bbd58184e0f8dadf60bf5bd92bda0c0777e174a17dacd0eb7');
    expect(drawLotteryOutcome('wingo', SEED, digest, 42)).toEqual([2]);
    expect(drawLotteryOutcome('k3', SEED, digest, 42)).toEqual([2, 4, 6]);
    expect(drawLotteryOutcome('5d', SEED, digest, 42)).toEqual([2, 5, 8, 6, 5]);
    expect(drawLotteryOutcome('5d', SEED, digest, 42)).toEqual(drawLotteryOutcome('5d', SEED, digest, 42));
  });

  it('mixes in the beacon round’s randomness after the digest (a fixed vector)', () => {
    const digest = lotteryBetsDigest(TWO_BETS);
    const beacon = sha256Hex('a beacon round');
    const drawn = drawLotteryOutcome('5d', SEED, digest, 42, beacon);
    // The same as the pre-beacon draw with clientSeed `${digest}:${beacon}`.
    expect(drawn).toEqual(drawLotteryOutcome('5d', SEED, `${digest}:${beacon}`, 42));
    const draws = new Set(
      Array.from({ length: 20 }, (_, index) =>
        drawLotteryOutcome('5d', SEED, digest, 42, sha256Hex(`round ${index}`)).join(''),
      ),
    );
    expect(draws.size).toBeGreaterThan(15);
  });

  it('changes with the bets digest', () => {
    const draws = new Set(
      Array.from({ length: 20 }, (_, index) =>
        drawLotteryOutcome('5d', SEED, sha256Hex(`bets ${index}`), 42).join(''),
      ),
    );
    expect(draws.size).toBeGreaterThan(15);
    expect(() => drawLotteryOutcome('k3', SEED, '', -1)).toThrow(RangeError);
    expect(() => drawLotteryOutcome('k3', SEED, '', 1.5)).toThrow(RangeError);
  });

  it('draws every face about equally often (chi-square over 20 000 draws a game)', () => {
    // Bound ≈ the 99.999th percentile for 5 and 9 degrees of freedom; the draws are seeded, so this is stable.
    // A game not named here gets Wilson–Hilferty's approximation of that percentile for its faces.
    const bounds: Partial<Record<LotteryGameId, number>> = { wingo: 40, k3: 30, '5d': 40 };
    const approximateBound = (degrees: number) =>
      degrees * (1 - 2 / (9 * degrees) + 4.265 * Math.sqrt(2 / (9 * degrees))) ** 3;
    for (const gameId of LOTTERY_GAME_IDS) {
      const { faceMin, faceMax } = LOTTERY_GAMES[gameId];
      const counts = new Array<number>(faceMax - faceMin + 1).fill(0);
      let outOfRange = 0;
      for (let period = 0; period < 20_000; period++) {
        for (const face of drawLotteryOutcome(gameId, SEED, 'frequency', period)) {
          if (face < faceMin || face > faceMax) outOfRange += 1;
          else counts[face - faceMin]! += 1;
        }
      }
      expect(outOfRange).toBe(0);
      const total = counts.reduce((sum, count) => sum + count, 0);
      const expected = total / counts.length;
      const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(bounds[gameId] ?? approximateBound(counts.length - 1));
    }
  });
});

describe('lottery bets digest', () => {
  it('hashes the bets sorted by id, whatever their input order', () => {
    const digest = lotteryBetsDigest(TWO_BETS);
    expect(lotteryBetsDigest([...TWO_BETS].reverse())).toBe(digest);
    expect(digest).toBe(sha256Hex('1:number:7:500\n2:big::1000'));
    expect(lotteryBetsDigest([])).toBe(sha256Hex(''));
  });
});
