import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Multiplayer crash rounds (DESIGN §4, the bustabit v2 scheme): a chain of SHA-256 hashes is generated
 * once and played backwards, so each round's hash is the SHA-256 preimage of the next one played; the
 * chain's terminating hash is published before the first round, and the salt is a public value that did
 * not exist yet when the chain was committed. A round's crash point comes from an HMAC of the two; which
 * HMAC is the chain's scheme (CRASH_SCHEMES).
 * Multipliers are integers in hundredths (2.00x = 200) everywhere money depends on them.
 */
export const GROWTH_RATE_PER_MS = 0.00006;

/** The next hash of the chain: SHA-256 over the previous hash's bytes, in hex. */
export function nextChainHash(hashHex: string): string {
  return bytesToHex(sha256(hexToBytes(hashHex)));
}

/** Builds a chain of `length` hashes from a seed; `[0]` is played last, the terminating hash is `[length-1]`. */
export function buildHashChain(seedHex: string, length: number): string[] {
  const chain = [seedHex];
  for (let index = 1; index < length; index += 1) chain.push(nextChainHash(chain[index - 1] ?? ''));
  return chain;
}

/**
 * Whether `hashHex` belongs to the chain ending in `terminatingHex`, at most `maxSteps` hashes before it.
 * Returns how many hashing steps lead there (the round's distance from the end), or undefined.
 */
export function stepsToTerminating(
  hashHex: string,
  terminatingHex: string,
  maxSteps: number,
): number | undefined {
  let current = hashHex.toLowerCase();
  for (let steps = 0; steps <= maxSteps; steps += 1) {
    if (current === terminatingHex.toLowerCase()) return steps;
    current = nextChainHash(current);
  }
  return undefined;
}

/**
 * How a chain turns a round's hash and the salt into X. Stored with each chain, so rounds keep verifying
 * under the scheme they were played with.
 * - 1 (legacy, rounds played before scheme 2): HMAC_SHA256(key = hash bytes, message = salt text). No
 *   third-party verifier computes it.
 * - 2 (bustabit v2): HMAC_SHA256(key = salt text, message = hash bytes), as bustabit/verifier
 *   `src/utils/math.ts` does, so its published verifier recomputes our rounds.
 */
export const CRASH_SCHEMES = { HASH_KEYED: 1, BUSTABIT_V2: 2 } as const;
export type CrashScheme = (typeof CRASH_SCHEMES)[keyof typeof CRASH_SCHEMES];
/** The scheme new chains are created with. */
export const CURRENT_CRASH_SCHEME: CrashScheme = CRASH_SCHEMES.BUSTABIT_V2;

/** Whether a stored scheme number is one this code can verify. */
export function isCrashScheme(value: number): value is CrashScheme {
  return value === CRASH_SCHEMES.HASH_KEYED || value === CRASH_SCHEMES.BUSTABIT_V2;
}

function crashDigest(hashHex: string, saltText: string, scheme: CrashScheme): Uint8Array {
  return scheme === CRASH_SCHEMES.BUSTABIT_V2
    ? hmac(sha256, utf8ToBytes(saltText), hexToBytes(hashHex))
    : hmac(sha256, hexToBytes(hashHex), utf8ToBytes(saltText));
}

/** The round's uniform float X in [0,1): the first 52 bits of the scheme's HMAC of hash and salt. */
export function crashFloat(hashHex: string, saltText: string, scheme: CrashScheme): number {
  const digest = crashDigest(hashHex, saltText, scheme);
  let value = 0;
  for (let index = 0; index < 6; index += 1) value = value * 256 + (digest[index] ?? 0);
  // 48 bits from 6 bytes plus the top 4 bits of the 7th: 52 bits, exact in a double.
  value = value * 16 + ((digest[6] ?? 0) >> 4);
  return value / 2 ** 52;
}

/**
 * The crash point in hundredths: max(1, floor(RTP·100/(1−X))/100), bustabit's formula with its 99 replaced
 * by the declared RTP in percent. With RTP r, P(crash ≥ m) = r/m for every m ≥ 1, so any cash-out target
 * returns exactly r.
 */
export function crashPointHundredths(
  hashHex: string,
  saltText: string,
  rtpBasisPoints: number,
  scheme: CrashScheme,
): number {
  const x = crashFloat(hashHex, saltText, scheme);
  return Math.max(100, Math.floor(rtpBasisPoints / 100 / (1 - x)));
}

/** The multiplier, in hundredths (floored), `elapsedMs` after take-off. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(GROWTH_RATE_PER_MS * elapsedMs));
}

/** When, after take-off, the curve reaches `hundredths` (the first ms at which multiplierAt ≥ it). */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / GROWTH_RATE_PER_MS) - 1);
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/** A stake cashed out at a multiplier in hundredths, floored to whole minor units. */
export function crashPayout(stakeMinor: bigint, hundredths: number): bigint {
  return (stakeMinor * BigInt(hundredths)) / 100n;
}
