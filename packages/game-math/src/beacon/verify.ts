import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

import { BEACON_DST, isBeaconRound } from './chain.ts';

/** A round as a relay serves it (`/public/<round>`): the signature, and the randomness derived from it. */
export interface BeaconRound {
  round: number;
  /** BLS signature on G1, compressed (48 bytes), hex. */
  signature: string;
  /** SHA-256 of the signature's bytes, hex; optional on input (quicknet's v2 API leaves it out). */
  randomness?: string;
}

/** A round whose signature held under the chain's key: its randomness is computed here, never taken. */
export interface VerifiedBeaconRound {
  round: number;
  signature: string;
  randomness: string;
}

const short = bls12_381.shortSignatures;
const SIGNATURE_HEX = /^[0-9a-f]{96}$/;
const PUBLIC_KEY_HEX = /^[0-9a-f]{192}$/;

/** The message drand signs for an unchained round: SHA-256 of the round number as 8 big-endian bytes. */
export function beaconMessage(round: number): Uint8Array {
  if (!isBeaconRound(round)) throw new RangeError(`not a beacon round: ${round}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** A round's randomness: SHA-256 of its signature's bytes, hex. */
export function beaconRandomness(signature: string): string {
  return bytesToHex(sha256(hexToBytes(signature)));
}

/**
 * Checks a round of a `bls-unchained-g1-rfc9380` chain against the chain's public key: the signature is a
 * point of G1's subgroup, e(signature, G2) = e(H(message), publicKey) with H the RFC 9380 hash to G1 under
 * BEACON_DST, and the randomness, when given, is SHA-256 of the signature. Returns the verified round, or
 * null for anything else (a malformed key or signature included): never throws on what a relay sent.
 */
export function verifyBeaconRound(publicKey: string, beacon: BeaconRound): VerifiedBeaconRound | null {
  const signature = typeof beacon.signature === 'string' ? beacon.signature.toLowerCase() : '';
  const key = typeof publicKey === 'string' ? publicKey.toLowerCase() : '';
  if (!isBeaconRound(beacon.round) || !SIGNATURE_HEX.test(signature) || !PUBLIC_KEY_HEX.test(key))
    return null;
  const randomness = beaconRandomness(signature);
  if (beacon.randomness !== undefined && beacon.randomness.toLowerCase() !== randomness) return null;
  try {
    const point = short.Signature.fromHex(signature);
    const valid = short.verify(point, short.hash(beaconMessage(beacon.round), BEACON_DST), hexToBytes(key));
    return valid ? { round: beacon.round, signature, randomness } : null;
  } catch {
    // Not a point of the curve or of its subgroup (key or signature): not a round of this chain.
    return null;
  }
}
