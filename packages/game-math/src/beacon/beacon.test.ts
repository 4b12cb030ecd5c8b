import { describe, expect, it } from 'vitest';

import {
  QUICKNET_ROUND_12040883,
  QUICKNET_ROUND_42,
  WALKTHROUGH_CHAIN,
  WALKTHROUGH_ROUND_38,
} from './beacon-vectors.ts';
import { beaconRoundAt, beaconRoundTime, firstBeaconRoundAfter, QUICKNET } from './chain.ts';
import { beaconPublicKey, newBeaconSecretKey, signBeaconRound } from './sign.ts';
import { beaconMessage, beaconRandomness, verifyBeaconRound } from './verify.ts';

/** `hex` with the character at `index` changed to another hex digit. */
function flip(hex: string, index: number): string {
  const next = hex[index] === '0' ? '1' : '0';
  return hex.slice(0, index) + next + hex.slice(index + 1);
}

describe('drand quicknet rounds (bls-unchained-g1-rfc9380)', () => {
  const published = [QUICKNET_ROUND_42, QUICKNET_ROUND_12040883];

  it.each(published)('round $round verifies under quicknet’s public key', (beacon) => {
    expect(verifyBeaconRound(QUICKNET.publicKey, beacon)).toEqual(beacon);
    // The v2 API serves no randomness: it is derived, never needed from the relay.
    expect(
      verifyBeaconRound(QUICKNET.publicKey, { round: beacon.round, signature: beacon.signature }),
    ).toEqual(beacon);
  });

  it('verifies another chain of the scheme, whose randomness was published beside it', () => {
    expect(verifyBeaconRound(WALKTHROUGH_CHAIN.publicKey, WALKTHROUGH_ROUND_38)).toEqual(
      WALKTHROUGH_ROUND_38,
    );
    expect(verifyBeaconRound(QUICKNET.publicKey, WALKTHROUGH_ROUND_38)).toBeNull();
  });

  it('refuses a changed byte of the signature, anywhere', () => {
    const { signature } = QUICKNET_ROUND_42;
    for (const index of [0, 1, 20, 47, 95]) {
      expect(
        verifyBeaconRound(QUICKNET.publicKey, { round: 42, signature: flip(signature, index) }),
      ).toBeNull();
    }
  });

  it('refuses another round number with the same signature', () => {
    for (const round of [41, 43, 42 + 2 ** 32, 12_040_884]) {
      expect(
        verifyBeaconRound(QUICKNET.publicKey, { ...QUICKNET_ROUND_42, round, randomness: undefined }),
      ).toBeNull();
    }
  });

  it('refuses a changed byte of the public key', () => {
    for (const index of [0, 2, 100, 191]) {
      expect(verifyBeaconRound(flip(QUICKNET.publicKey, index), QUICKNET_ROUND_42)).toBeNull();
    }
  });

  it('refuses a randomness that is not SHA-256 of the signature', () => {
    const randomness = flip(QUICKNET_ROUND_42.randomness, 5);
    expect(verifyBeaconRound(QUICKNET.publicKey, { ...QUICKNET_ROUND_42, randomness })).toBeNull();
  });

  it('answers null, never throws, for malformed input', () => {
    const cases = [
      { round: 0, signature: QUICKNET_ROUND_42.signature },
      { round: 1.5, signature: QUICKNET_ROUND_42.signature },
      { round: 42, signature: QUICKNET_ROUND_42.signature.slice(2) },
      { round: 42, signature: 'zz' + QUICKNET_ROUND_42.signature.slice(2) },
      { round: 42, signature: '00'.repeat(48) },
      { round: 42, signature: 'c0' + '00'.repeat(47) }, // the point at infinity
    ];
    for (const beacon of cases) expect(verifyBeaconRound(QUICKNET.publicKey, beacon)).toBeNull();
    expect(verifyBeaconRound('00', QUICKNET_ROUND_42)).toBeNull();
  });

  it('signs the message drand signs: SHA-256 of the round as 8 big-endian bytes', () => {
    expect(Buffer.from(beaconMessage(1)).toString('hex')).toBe(
      // SHA-256 of 0000000000000001
      'cd2662154e6d76b2b2b92e70c0cac3ccf534f9b74eb5b89819ec509083d00a50',
    );
    expect(beaconRandomness(QUICKNET_ROUND_12040883.signature)).toBe(QUICKNET_ROUND_12040883.randomness);
  });
});

describe('round timing', () => {
  it('follows drand: round r at genesis + (r − 1) × period', () => {
    expect(beaconRoundTime(QUICKNET, 1)).toBe(1_692_803_367_000);
    expect(beaconRoundTime(QUICKNET, 42)).toBe((1_692_803_367 + 41 * 3) * 1000);
    expect(beaconRoundAt(QUICKNET, 1_692_803_366_999)).toBe(0);
    expect(beaconRoundAt(QUICKNET, 1_692_803_367_000)).toBe(1);
    expect(beaconRoundAt(QUICKNET, 1_692_803_369_999)).toBe(1);
    expect(beaconRoundAt(QUICKNET, 1_692_803_370_000)).toBe(2);
    expect(() => beaconRoundTime(QUICKNET, 0)).toThrow(RangeError);
  });

  it('commits to a round nobody has at the instant: the first strictly after it', () => {
    for (const time of [0, 1_692_803_367_000, 1_692_803_368_500, 1_800_000_000_123]) {
      const round = firstBeaconRoundAfter(QUICKNET, time);
      expect(beaconRoundTime(QUICKNET, round)).toBeGreaterThan(time);
      if (round > 1) expect(beaconRoundTime(QUICKNET, round - 1)).toBeLessThanOrEqual(time);
    }
  });
});

describe('a local signer', () => {
  it('signs rounds the quicknet verifier accepts, and only under its own key', () => {
    const secretKey = newBeaconSecretKey();
    const publicKey = beaconPublicKey(secretKey);
    expect(publicKey).toMatch(/^[0-9a-f]{192}$/);
    const round = signBeaconRound(secretKey, 7);
    expect(round.signature).toMatch(/^[0-9a-f]{96}$/);
    expect(verifyBeaconRound(publicKey, round)).toEqual(round);
    expect(verifyBeaconRound(publicKey, { ...round, round: 8 })).toBeNull();
    expect(verifyBeaconRound(QUICKNET.publicKey, round)).toBeNull();
  });
});
