import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

import { BEACON_DST } from './chain.ts';
import { beaconMessage, beaconRandomness, type VerifiedBeaconRound } from './verify.ts';

/**
 * Signing as a drand `bls-unchained-g1-rfc9380` group does, with one key instead of a threshold of shares:
 * for a local (sandbox) beacon whose rounds the same verifier checks. A real beacon never signs here.
 */
const short = bls12_381.shortSignatures;

/** A fresh secret key (32 bytes, hex) from the platform's secure random source. */
export function newBeaconSecretKey(): string {
  return bytesToHex(short.keygen().secretKey);
}

/** The public key on G2 (96 bytes compressed, hex) of a secret key. */
export function beaconPublicKey(secretKey: string): string {
  return short.getPublicKey(hexToBytes(secretKey)).toHex(true);
}

/** Signs round `round`: the signature on G1 over SHA-256(round as 8 big-endian bytes), and its randomness. */
export function signBeaconRound(secretKey: string, round: number): VerifiedBeaconRound {
  const point = short.sign(short.hash(beaconMessage(round), BEACON_DST), hexToBytes(secretKey));
  const signature = short.Signature.toHex(point);
  return { round, signature, randomness: beaconRandomness(signature) };
}
