import type { LotteryTermProof } from '@casino/contracts';
import { commitServerSeed, drawLotteryOutcome, lotteryBetsDigest } from '@casino/game-math';

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
  /** All three hold. */
  verified: boolean;
}

/**
 * Checks a drawn term with the same code the server ran; null while the term has not been drawn (its seed
 * is revealed only at the draw).
 */
export function checkTerm({ term, bets }: LotteryTermProof): TermCheck | null {
  if (term.status !== 'FINISHED' || !term.seed || !term.betsDigest || !term.outcome) return null;
  const seedHash = commitServerSeed(term.seed);
  const seedMatches = seedHash === term.seedHash.toLowerCase();
  const betsDigest = lotteryBetsDigest(bets);
  const digestMatches = betsDigest === term.betsDigest.toLowerCase();
  // Since the beacon (issue 34) the draw also takes its round's randomness; older terms have none.
  const beacon = term.beaconRandomness ?? undefined;
  const outcome = [...drawLotteryOutcome(term.gameId, term.seed, term.betsDigest, term.number, beacon)];
  const outcomeMatches =
    outcome.length === term.outcome.length && outcome.every((face, index) => face === term.outcome?.[index]);
  return {
    seedHash,
    seedMatches,
    betsDigest,
    digestMatches,
    outcome,
    outcomeMatches,
    verified: seedMatches && digestMatches && outcomeMatches,
  };
}
