import type {
  FairnessBeaconInfo,
  FairnessBeaconRound,
  LotteryTermProof,
  OfflineProof,
} from '@casino/contracts';
import { commitServerSeed, drawLotteryOutcome, lotteryBetsDigest } from '@casino/game-math';

import type { BeaconCheck } from '../../../lib/beacon/check-beacon';
import { lotteryProof, offlineBeacon } from '../../../lib/offline-proof/offline-proof';

/**
 * The beacon part of a term's check: its round checked in the browser, or why it could not be (the chain
 * or the round could not be fetched, or the term names no round but carries a randomness).
 */
export type TermBeacon =
  | { status: 'checked'; round: number; check: BeaconCheck }
  | { status: 'unavailable'; round: number | null; error: unknown };

/** What the browser recomputed from a drawn term, each check beside the value it produced. */
export interface TermCheck {
  /** SHA-256 of the revealed seed, computed here, and whether it is the hash published before the term. */
  seedHash: string;
  seedMatches: boolean;
  /** The digest of the published bets, computed here, and whether it is the one the draw used. */
  betsDigest: string;
  digestMatches: boolean;
  /**
   * The outcome drawn here from the seed, the digest, the beacon round's randomness and the period number, and
   * whether it was the result.
   */
  outcome: number[];
  outcomeMatches: boolean;
  /** The beacon round's signature and randomness; null for a term drawn before the beacon (issue 34). */
  beacon: TermBeacon | null;
  /** Every check holds (the beacon's included, for a term drawn with one). */
  verified: boolean;
}

/** Where the beacon's chain and rounds come from: the site's routes, or a test's own. */
export interface BeaconSource {
  info: () => Promise<FairnessBeaconInfo>;
  round: (round: number) => Promise<FairnessBeaconRound>;
}

/**
 * The site's beacon routes. The beacon's client and check are imported when first used, never statically:
 * a module shared by lazy pages becomes a chunk of its own, named in the first page's preload map.
 */
const beaconClient = () => import('../../../lib/beacon/get-beacon');
const SITE_BEACON: BeaconSource = {
  info: async () => (await beaconClient()).getBeaconInfo(),
  round: async (round) => (await beaconClient()).getBeaconRound(round),
};

/** A term drawn before the beacon names no round and no randomness; every later one both. */
function drawnWithBeacon({ term }: LotteryTermProof): boolean {
  return term.beaconRound !== null || term.beaconRandomness !== null;
}

/**
 * Checks a drawn term with the same code the server ran, given its beacon check (null for a term drawn
 * before the beacon: a term with a beacon round passes only with its round checked); null while the term
 * has not been drawn (its seed is revealed only at the draw).
 */
export function checkTerm(proof: LotteryTermProof, beacon: TermBeacon | null): TermCheck | null {
  const { term, bets } = proof;
  if (term.status !== 'FINISHED' || !term.seed || !term.betsDigest || !term.outcome) return null;
  const seedHash = commitServerSeed(term.seed);
  const seedMatches = seedHash === term.seedHash.toLowerCase();
  const betsDigest = lotteryBetsDigest(bets);
  const digestMatches = betsDigest === term.betsDigest.toLowerCase();
  // Since the beacon (issue 34) the draw also takes its round's randomness; older terms have none.
  const randomness = term.beaconRandomness ?? undefined;
  const outcome = [...drawLotteryOutcome(term.gameId, term.seed, term.betsDigest, term.number, randomness)];
  const outcomeMatches =
    outcome.length === term.outcome.length && outcome.every((face, index) => face === term.outcome?.[index]);
  return {
    seedHash,
    seedMatches,
    betsDigest,
    digestMatches,
    outcome,
    outcomeMatches,
    beacon,
    verified:
      seedMatches &&
      digestMatches &&
      outcomeMatches &&
      (beacon === null ? !drawnWithBeacon(proof) : beacon.status === 'checked' && beacon.check.verified),
  };
}

/**
 * Checks the beacon round a drawn term used: the chain's public key and the round's signature are fetched,
 * the signature verified here (BLS), and SHA-256 of it compared with the term's randomness. Null for a term
 * drawn before the beacon; never throws (a fetch that fails is a check that could not be made).
 */
export async function checkTermBeacon(
  proof: LotteryTermProof,
  source: BeaconSource = SITE_BEACON,
): Promise<TermBeacon | null> {
  const { beaconRound: round, beaconRandomness } = proof.term;
  if (!drawnWithBeacon(proof)) return null;
  if (round === null) return { status: 'unavailable', round, error: null };
  try {
    const [info, published] = await Promise.all([source.info(), source.round(round)]);
    const { checkBeaconRound } = await import('../../../lib/beacon/check-beacon');
    const check = await checkBeaconRound(
      info,
      { round, signature: published.signature },
      beaconRandomness ?? '',
    );
    return { status: 'checked', round, check };
  } catch (error) {
    return { status: 'unavailable', round, error };
  }
}

/** Verifies a term: its beacon round (fetched and checked) once drawn, then every recomputation. */
export async function verifyTerm(
  proof: LotteryTermProof,
  source: BeaconSource = SITE_BEACON,
): Promise<TermCheck | null> {
  if (checkTerm(proof, null) === null) return null;
  return checkTerm(proof, await checkTermBeacon(proof, source));
}

/**
 * A drawn term as a proof file of the offline verifier, with its beacon round's signature and the chain the
 * site publishes (fetched now); null while the term has not been drawn.
 */
export async function termProofFile(
  proof: LotteryTermProof,
  source: BeaconSource = SITE_BEACON,
): Promise<OfflineProof | null> {
  const round = proof.term.beaconRound;
  if (round === null) return lotteryProof(proof, null);
  const [info, published] = await Promise.all([source.info(), source.round(round)]);
  return lotteryProof(proof, offlineBeacon(info, round, published.signature));
}
