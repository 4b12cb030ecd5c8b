import { createHash, createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  buildHashChain,
  CRASH_SCHEMES,
  crashFloat,
  crashPayout,
  crashPointHundredths,
  multiplierAt,
  msToReach,
  nextChainHash,
  stepsToTerminating,
} from './crash.ts';

const SEED = 'a1'.repeat(32);

describe('crash hash chain', () => {
  it('hashes each link from the bytes of the previous one, as bustabit does', () => {
    const next = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
    expect(nextChainHash(SEED)).toBe(next);
    const chain = buildHashChain(SEED, 5);
    expect(chain[1]).toBe(next);
    expect(stepsToTerminating(chain[1] ?? '', chain[4] ?? '', 10)).toBe(3);
    expect(stepsToTerminating('00'.repeat(32), chain[4] ?? '', 10)).toBeUndefined();
  });

  it('takes X from the first 52 bits of HMAC(key = hash, message = salt) under the legacy scheme', () => {
    const digest = createHmac('sha256', Buffer.from(SEED, 'hex')).update('public-salt').digest('hex');
    expect(crashFloat(SEED, 'public-salt', CRASH_SCHEMES.HASH_KEYED)).toBe(
      parseInt(digest.slice(0, 13), 16) / 2 ** 52,
    );
  });

  it('takes X from HMAC(key = salt text, message = hash bytes) under bustabit v2', () => {
    const digest = createHmac('sha256', 'public-salt').update(Buffer.from(SEED, 'hex')).digest('hex');
    expect(crashFloat(SEED, 'public-salt', CRASH_SCHEMES.BUSTABIT_V2)).toBe(
      parseInt(digest.slice(0, 13), 16) / 2 ** 52,
    );
  });

  it('puts the crash point at max(1, floor(RTP·100/(1−X))/100), so P(crash ≥ m) = RTP/m', () => {
    let atLeastTwo = 0;
    let instant = 0;
    const chain = buildHashChain(SEED, 20_000);
    for (const hash of chain) {
      const point = crashPointHundredths(hash, 'salt', 9_700, CRASH_SCHEMES.BUSTABIT_V2);
      expect(point).toBeGreaterThanOrEqual(100);
      if (point >= 200) atLeastTwo += 1;
      if (point === 100) instant += 1;
    }
    // P(≥ 2.00x) = 0.97/2 = 0.485; P(1.00x) = 1 − 0.97/1.01 ≈ 0.0396; σ over 20 000 rounds ≈ 0.0035, 0.0014.
    expect(Math.abs(atLeastTwo / chain.length - 0.485)).toBeLessThan(0.015);
    expect(Math.abs(instant / chain.length - (1 - 0.97 / 1.01))).toBeLessThan(0.006);
  });
});

describe('growth curve', () => {
  it('starts at 1.00x and grows as e^(0.00006·t)', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
  });

  it('finds the first millisecond at which a multiplier is reached', () => {
    for (const target of [101, 150, 200, 1_000, 123_456]) {
      const ms = msToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
  });

  it('pays a cash-out floored to the minor unit', () => {
    expect(crashPayout(1_000n, 200)).toBe(2_000n);
    expect(crashPayout(333n, 151)).toBe(502n);
  });
});
