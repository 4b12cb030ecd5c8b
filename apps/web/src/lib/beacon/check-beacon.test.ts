import { QUICKNET } from '@casino/game-math/beacon';
import {
  QUICKNET_ROUND_12040883,
  QUICKNET_ROUND_42,
  WALKTHROUGH_CHAIN,
  WALKTHROUGH_ROUND_38,
} from '@casino/game-math/beacon-vectors';
import { describe, expect, it } from 'vitest';

import { checkBeaconRound } from './check-beacon';

const quicknet = { ...QUICKNET, scheme: 'bls-unchained-g1-rfc9380' as const, sandbox: false };

/** The hex string with one byte changed (its first byte flipped). */
const changedByte = (hex: string, at = 0) =>
  `${hex.slice(0, at * 2)}${(Number.parseInt(hex.slice(at * 2, at * 2 + 2), 16) ^ 0x01).toString(16).padStart(2, '0')}${hex.slice(at * 2 + 2)}`;

describe('checking a beacon round in the browser', () => {
  it.each([QUICKNET_ROUND_42, QUICKNET_ROUND_12040883])(
    'verifies real quicknet round $round and its randomness',
    async ({ round, signature, randomness }) => {
      const check = await checkBeaconRound(quicknet, { round, signature }, randomness);
      expect(check).toEqual({
        round,
        chainHash: QUICKNET.chainHash,
        sandbox: false,
        signatureValid: true,
        randomness,
        randomnessMatches: true,
        verified: true,
      });
    },
  );

  it('refuses a signature with a changed byte, another round’s signature and another chain’s key', async () => {
    const { round, signature, randomness } = QUICKNET_ROUND_42;
    for (const at of [0, 20, 47]) {
      const tampered = await checkBeaconRound(
        quicknet,
        { round, signature: changedByte(signature, at) },
        randomness,
      );
      expect(tampered.signatureValid).toBe(false);
      expect(tampered.verified).toBe(false);
    }
    const otherRound = await checkBeaconRound(quicknet, { round: 43, signature }, randomness);
    expect(otherRound.verified).toBe(false);
    const otherChain = await checkBeaconRound(
      { ...quicknet, publicKey: WALKTHROUGH_CHAIN.publicKey },
      { round, signature },
      randomness,
    );
    expect(otherChain.signatureValid).toBe(false);
  });

  it('holds the signature but refuses a randomness that is not its SHA-256', async () => {
    const { round, signature, randomness } = QUICKNET_ROUND_42;
    const check = await checkBeaconRound(quicknet, { round, signature }, changedByte(randomness, 31));
    expect(check.signatureValid).toBe(true);
    expect(check.randomness).toBe(randomness);
    expect(check.randomnessMatches).toBe(false);
    expect(check.verified).toBe(false);
  });

  it('verifies another chain of the scheme under its own key, and says when it is a sandbox', async () => {
    const { round, signature, randomness } = WALKTHROUGH_ROUND_38;
    const info = { ...WALKTHROUGH_CHAIN, scheme: 'bls-unchained-g1-rfc9380' as const, sandbox: true };
    const check = await checkBeaconRound(info, { round, signature }, randomness.toUpperCase());
    expect(check).toMatchObject({ verified: true, sandbox: true, chainHash: WALKTHROUGH_CHAIN.chainHash });
  });
});
