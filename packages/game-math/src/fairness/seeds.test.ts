import { createHash, createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  commitServerSeed,
  fairDraw,
  fairFloats,
  hmacSha256Hex,
  randomHex,
  sha256Hex,
  verifyCommitment,
} from './seeds.ts';

const pair = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky-player', nonce: 7 };

describe('fair randomness', () => {
  it('hashes exactly as Node crypto does', () => {
    expect(sha256Hex('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hmacSha256Hex('key', 'message')).toBe(createHmac('sha256', 'key').update('message').digest('hex'));
  });

  it('takes each float from 4 bytes of HMAC(serverSeed, clientSeed:nonce:round)', () => {
    const bytes = createHmac('sha256', pair.serverSeed).update('lucky-player:7:0').digest();
    const expected = [0, 1, 2, 3].reduce((sum, index) => sum + (bytes[index] ?? 0) / 256 ** (index + 1), 0);
    const floats = fairFloats(pair, 10);
    expect(floats[0]).toBe(expected);
    expect(floats).toHaveLength(10);
    // Floats 8 and 9 come from round 1.
    const next = createHmac('sha256', pair.serverSeed).update('lucky-player:7:1').digest();
    expect(floats[8]).toBe(
      [0, 1, 2, 3].reduce((sum, index) => sum + (next[index] ?? 0) / 256 ** (index + 1), 0),
    );
    for (const float of floats) {
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
  });

  it('gives a different outcome for another nonce or client seed, and the same for the same inputs', () => {
    expect(fairFloats(pair, 3)).toEqual(fairFloats({ ...pair }, 3));
    expect(fairFloats({ ...pair, nonce: 8 }, 3)).not.toEqual(fairFloats(pair, 3));
    expect(fairFloats({ ...pair, clientSeed: 'other' }, 3)).not.toEqual(fairFloats(pair, 3));
  });

  it('commits to a server seed by its SHA-256', () => {
    const seed = randomHex();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCommitment(seed, commitServerSeed(seed))).toBe(true);
    expect(verifyCommitment(randomHex(), commitServerSeed(seed))).toBe(false);
  });

  it('draws distinct spots, each spot equally likely', () => {
    const counts = new Array<number>(5).fill(0);
    for (let nonce = 0; nonce < 5_000; nonce += 1) {
      const drawn = fairDraw(fairFloats({ ...pair, nonce }, 3), 5, 3);
      expect(new Set(drawn).size).toBe(3);
      for (const spot of drawn) counts[spot] = (counts[spot] ?? 0) + 1;
    }
    // Each spot is drawn 3/5 of the time: 3 000 expected, σ ≈ 35.
    for (const count of counts) expect(Math.abs(count - 3_000)).toBeLessThan(200);
  });

  it('refuses to draw more than it can', () => {
    expect(() => fairDraw([0.1], 5, 2)).toThrow(RangeError);
    expect(() => fairDraw([0.1, 0.2], 1, 2)).toThrow(RangeError);
  });
});
