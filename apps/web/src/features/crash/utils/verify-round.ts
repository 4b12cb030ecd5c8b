import { crashPointHundredths, isCrashScheme, nextChainHash } from '@casino/game-math';

/** What the verifier found for a round. */
export interface RoundVerdict {
  /** The crash point recomputed in this browser from the hash and the salt. */
  crashPoint: number;
  /** Hashing steps from the round's hash to the published terminating hash, or null when not reached. */
  steps: number | null;
}

/** The verifier's inputs. */
export interface VerifyInput {
  hash: string;
  salt: string;
  /** The chain's scheme (`CRASH_SCHEMES`): which HMAC of hash and salt its rounds were dealt with. */
  scheme: number;
  terminatingHash: string;
  rtpBasisPoints: number;
  /** Give up after this many hashing steps. */
  maxSteps: number;
  /** Hashes per slice between yields to the page, so it stays responsive. */
  chunk?: number;
  /** Called after each slice with the steps done. */
  onProgress?: (steps: number) => void;
  signal?: AbortSignal;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A chain whose scheme this page does not know: it cannot be recomputed here. */
export class UnknownSchemeError extends Error {
  constructor(readonly scheme: number) {
    super(`unknown crash scheme ${scheme}`);
    this.name = 'UnknownSchemeError';
  }
}

/**
 * Recomputes a round's crash point under its chain's scheme and walks the hash chain forward (SHA-256 of each hash) until it meets
 * the terminating hash published before the chain's first round, in slices that yield to the page.
 */
export async function verifyRound(input: VerifyInput): Promise<RoundVerdict> {
  if (!isCrashScheme(input.scheme)) throw new UnknownSchemeError(input.scheme);
  const crashPoint = crashPointHundredths(input.hash, input.salt, input.rtpBasisPoints, input.scheme) / 100;
  const target = input.terminatingHash.toLowerCase();
  const chunk = input.chunk ?? 2_000;
  let current = input.hash.toLowerCase();
  for (let steps = 0; steps <= input.maxSteps; steps += 1) {
    if (current === target) return { crashPoint, steps };
    if (steps > 0 && steps % chunk === 0) {
      input.onProgress?.(steps);
      await nextTask();
      if (input.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    }
    current = nextChainHash(current);
  }
  return { crashPoint, steps: null };
}
