import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness, per player (DESIGN §4, the Stake scheme):
 * - the server seed (64 hex digits) is committed by its SHA-256 before any bet uses it;
 * - the client seed is the player's own string;
 * - the nonce counts the bets made with that pair, from 0.
 * A bet's floats come from HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), each float taken from
 * 4 bytes, 8 floats per round. Anyone holding the revealed server seed can recompute every outcome.
 */
export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const FLOATS_PER_ROUND = 8;

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** The commitment published before the server seed is used: its SHA-256 in hex. */
export function commitServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** Whether a revealed server seed is the one that was committed. */
export function verifyCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return commitServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

/** `count` floats in [0, 1) for one bet. */
export function fairFloats({ serverSeed, clientSeed, nonce }: SeedPair, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
    for (let offset = 0; offset < bytes.length && floats.length < count; offset += 4) {
      // Big-endian base-256 fraction: b0/256 + b1/256² + b2/256³ + b3/256⁴, exact in a double.
      let value = 0;
      let divisor = 1;
      for (let index = 0; index < 4; index += 1) {
        divisor *= 256;
        value += (bytes[offset + index] ?? 0) / divisor;
      }
      floats.push(value);
    }
  }
  return floats;
}

/**
 * The first `pick` items of a fair shuffle of 0…size−1 (a Fisher–Yates draw without replacement): float i
 * chooses among the size−i items still left. Mines, tower rows and cups all place their hazards with it.
 */
export function fairDraw(floats: readonly number[], size: number, pick: number): number[] {
  if (pick > size || floats.length < pick) throw new RangeError(`cannot draw ${pick} of ${size}`);
  const left = Array.from({ length: size }, (_, index) => index);
  const drawn: number[] = [];
  for (let index = 0; index < pick; index += 1) {
    const at = Math.floor((floats[index] ?? 0) * left.length);
    drawn.push(...left.splice(at, 1));
  }
  return drawn;
}

/** A fresh random string of `bytes` bytes in hex, from the platform's cryptographic source. */
export function randomHex(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return bytesToHex(buffer);
}
