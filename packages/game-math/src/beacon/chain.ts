/**
 * A drand chain as a verifier needs it, and round ⇄ time arithmetic. Round r is published at
 * genesis + (r − 1) × period (drand's own rule); round 0 does not exist.
 */
export interface BeaconChain {
  /** The chain's id: SHA-256 of its info, hex (drand's chain hash; the sandbox names its own). */
  chainHash: string;
  /** The group's public key on G2, compressed (96 bytes), hex. */
  publicKey: string;
  /** When round 1 was published, in Unix seconds. */
  genesisTime: number;
  /** Seconds between rounds. */
  periodSeconds: number;
}

/** The only scheme this verifier knows: signatures on G1 over SHA-256(round), RFC 9380 hashing. */
export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';

/**
 * The hash-to-curve domain separation tag of `bls-unchained-g1-rfc9380` (drand's quicknet): the RFC 9380
 * suite BLS12381G1_XMD:SHA-256_SSWU_RO_ with the basic-scheme ("NUL") tag of the BLS signature draft.
 */
export const BEACON_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/**
 * The League of Entropy's `quicknet` chain: a round every 3 s since 2023-08-23. Values as drand publishes
 * them at https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/info (and in
 * drand/drand's common/chain/info_test.go, drand/drand-client's lib/defaults.ts).
 */
export const QUICKNET: Readonly<BeaconChain> = Object.freeze({
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1_692_803_367,
  periodSeconds: 3,
});

type ChainTimes = Pick<BeaconChain, 'genesisTime' | 'periodSeconds'>;

/** When round `round` is (or was) published, in Unix milliseconds. */
export function beaconRoundTime(chain: ChainTimes, round: number): number {
  assertRound(round);
  return (chain.genesisTime + (round - 1) * chain.periodSeconds) * 1000;
}

/** The latest round published by `timeMs` (0 before genesis): drand's "current round". */
export function beaconRoundAt(chain: ChainTimes, timeMs: number): number {
  const seconds = Math.floor(timeMs / 1000);
  if (seconds < chain.genesisTime) return 0;
  return Math.floor((seconds - chain.genesisTime) / chain.periodSeconds) + 1;
}

/**
 * The first round published strictly after `timeMs`: nobody can know it at `timeMs`, so it is the round to
 * commit to for an outcome fixed at that instant (a lottery's cut-off, a crash chain's announcement).
 */
export function firstBeaconRoundAfter(chain: ChainTimes, timeMs: number): number {
  return beaconRoundAt(chain, timeMs) + 1;
}

/** Rounds are whole numbers from 1; JavaScript numbers hold them exactly up to 2^53 − 1. */
export function isBeaconRound(round: unknown): round is number {
  return typeof round === 'number' && Number.isSafeInteger(round) && round >= 1;
}

function assertRound(round: number): void {
  if (!isBeaconRound(round)) throw new RangeError(`not a beacon round: ${round}`);
}
