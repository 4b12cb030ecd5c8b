import type { FairnessBeaconInfo } from '@casino/contracts';

/** What the browser found checking one beacon round against the chain's public key. */
export interface BeaconCheck {
  round: number;
  /** The chain the round was checked against (GET /api/fairness/beacon). */
  chainHash: string;
  /** The site's SANDBOX beacon, not drand: to be labelled wherever the check shows. */
  sandbox: boolean;
  /** The BLS signature holds for this round under the chain's public key. */
  signatureValid: boolean;
  /** SHA-256 of the signature, computed here (null when the signature did not hold). */
  randomness: string | null;
  /** That randomness is the value the draw or the salt used. */
  randomnessMatches: boolean;
  /** Both hold. */
  verified: boolean;
}

/** A round as a verifier is given it: its number and signature (hex). */
export interface SignedRound {
  round: number;
  signature: string;
}

/**
 * Checks a round in the browser: its BLS signature (drand's `bls-unchained-g1-rfc9380`) under the chain's
 * public key, and that SHA-256 of the signature is `expectedRandomness` (a lottery term's randomness, a crash
 * chain's salt). The pairing code is loaded here, on demand, so that it reaches no page before a check.
 */
export async function checkBeaconRound(
  info: FairnessBeaconInfo,
  signed: SignedRound,
  expectedRandomness: string,
): Promise<BeaconCheck> {
  const { verifyBeaconRound } = await import('@casino/game-math/beacon');
  const verified = verifyBeaconRound(info.publicKey, { round: signed.round, signature: signed.signature });
  const randomness = verified?.randomness ?? null;
  const randomnessMatches = randomness !== null && randomness === expectedRandomness.toLowerCase();
  return {
    round: signed.round,
    chainHash: info.chainHash,
    sandbox: info.sandbox,
    signatureValid: verified !== null,
    randomness,
    randomnessMatches,
    verified: verified !== null && randomnessMatches,
  };
}
