import type {
  BetView,
  CrashRoundProof,
  FairnessBeaconInfo,
  LotteryTermProof,
  OfflineBeacon,
  OfflineProof,
  WheelSpin,
} from '@casino/contracts';
import { OFFLINE_PROOF_VERSION } from '@casino/contracts';

/**
 * The proof files of the offline verifier (issue 34; `/fairness-verifier.html`): each site verifier turns
 * what it was shown — a finished bet, a drawn term, a crashed round, a wheel spin — into one file the player
 * keeps and checks with no network. Null where the record cannot be checked yet (seed not revealed, term
 * not drawn, salt not known).
 */

/** The beacon part: the chain the site published and the round's signature. */
export function offlineBeacon(
  info: FairnessBeaconInfo,
  round: number | null,
  signature: string | null,
): OfflineBeacon | null {
  if (round === null || signature === null) return null;
  const { chainHash, publicKey, genesisTime, periodSeconds, sandbox } = info;
  return { chainHash, publicKey, genesisTime, periodSeconds, sandbox, round, signature };
}

/** A finished single-player bet whose server seed was revealed (the pair rotated). */
export function gameProof(bet: BetView): OfflineProof | null {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = bet.fairness;
  if (!serverSeed || bet.settledAt === null) return null;
  return {
    type: 'game',
    gameId: bet.gameId,
    betId: bet.id,
    serverSeed,
    serverSeedHash,
    clientSeed,
    nonce,
    state: bet.state,
  };
}

/** A drawn lottery term, with its beacon round's signature (null for a term drawn before the beacon). */
export function lotteryProof(proof: LotteryTermProof, beacon: OfflineBeacon | null): OfflineProof | null {
  const { term, bets } = proof;
  if (term.status !== 'FINISHED' || !term.seed || !term.betsDigest || !term.outcome) return null;
  return {
    type: 'lottery',
    gameId: term.gameId,
    termId: term.id,
    number: term.number,
    label: term.label,
    closesAt: term.closesAt,
    seedHash: term.seedHash,
    seed: term.seed,
    betsDigest: term.betsDigest,
    bets,
    beaconRandomness: term.beaconRandomness,
    beacon,
    outcome: term.outcome,
  };
}

/** A crashed round of a salted chain, at the game's RTP. */
export function crashProof(
  round: CrashRoundProof,
  rtpBasisPoints: number,
  info: FairnessBeaconInfo | null,
): OfflineProof | null {
  const { chain } = round;
  if (!round.hash || round.crashPoint === null || !chain?.salt) return null;
  return {
    type: 'crash',
    gameId: round.gameId,
    roundId: round.id,
    hash: round.hash,
    crashPointHundredths: Math.round(round.crashPoint * 100),
    rtpBasisPoints,
    chain: {
      scheme: chain.scheme,
      terminatingHash: chain.terminatingHash,
      length: chain.length,
      salt: chain.salt,
      announcedAt: chain.saltAnnouncedAt,
    },
    beacon: info ? offlineBeacon(info, chain.beaconRound, chain.beaconSignature) : null,
  };
}

/** A wheel spin, with the weights the page published before it. */
export function wheelProof(spin: WheelSpin, weights: readonly number[]): OfflineProof {
  const { serverSeed, serverSeedHash, clientSeed, nonce, segment } = spin;
  return { type: 'wheel', serverSeed, serverSeedHash, clientSeed, nonce, weights: [...weights], segment };
}

/** The file's name: what it proves, readable in a downloads folder. */
function fileName(proof: OfflineProof): string {
  const id =
    proof.type === 'game'
      ? `${proof.gameId}-${proof.betId}`
      : proof.type === 'lottery'
        ? `${proof.gameId}-${proof.label}`
        : proof.type === 'crash'
          ? `crash-${proof.roundId}`
          : `wheel-${proof.nonce}`;
  return `proof-${id}.json`;
}

/** Saves the proof as a file (the browser's download), for the offline verifier. */
export function downloadProof(proof: OfflineProof): void {
  const body = JSON.stringify({ version: OFFLINE_PROOF_VERSION, proof }, null, 2);
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(proof);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
