import {
  offlineProofFileSchema,
  type OfflineBeacon,
  type OfflineCrashProof,
  type OfflineGameProof,
  type OfflineLotteryProof,
  type OfflineProof,
  type OfflineWheelProof,
} from '@casino/contracts/offline-proof';
import {
  commitServerSeed,
  crashPointHundredths,
  drawLotteryOutcome,
  fairFloats,
  gameOf,
  isCrashScheme,
  isLotteryGameId,
  LOTTERY_GAMES,
  lotteryBetsDigest,
  spinWheel,
  stepsToTerminating,
} from '@casino/game-math';
import {
  beaconRoundTime,
  firstBeaconRoundAfter,
  QUICKNET,
  verifyBeaconRound,
} from '@casino/game-math/beacon';

/**
 * The offline verifier's checks (issue 34): each recomputes one published claim from the proof document
 * alone, with the same public algorithms the site documents on /fairness. Nothing here reads a network:
 * the beacon's signature is checked against drand quicknet's public key, which this file carries itself.
 */

/** One check: its text's key in the language pack, whether it holds, and the values it shows. */
export interface CheckLine {
  key: string;
  ok: boolean;
  values?: Record<string, string>;
}

export interface ProofReport {
  type: OfflineProof['type'];
  /** What the proof is about, e.g. "mines bet 12" — a key and its values. */
  subject: { key: string; values: Record<string, string> };
  lines: CheckLine[];
  /** The beacon was the site's SANDBOX (its own key): to be said beside the verdict. */
  sandbox: boolean;
  verified: boolean;
}

export type ProofAnswer = { ok: true; report: ProofReport } | { ok: false; errorKey: string };

/** Reads a pasted or opened proof file and checks it; a file that is not a proof is said so, never thrown. */
export function checkProofText(input: string): ProofAnswer {
  let json: unknown;
  try {
    json = JSON.parse(input);
  } catch {
    return { ok: false, errorKey: 'VERIFIER_NOT_JSON' };
  }
  const file = offlineProofFileSchema.safeParse(json);
  if (!file.success) return { ok: false, errorKey: 'VERIFIER_NOT_A_PROOF' };
  return { ok: true, report: checkProof(file.data.proof) };
}

export function checkProof(proof: OfflineProof): ProofReport {
  switch (proof.type) {
    case 'game':
      return report(
        proof,
        { key: 'VERIFIER_SUBJECT_GAME', values: { game: proof.gameId, id: String(proof.betId) } },
        checkGame(proof),
      );
    case 'lottery':
      return report(
        proof,
        {
          key: 'VERIFIER_SUBJECT_LOTTERY',
          values: {
            game: isLotteryGameId(proof.gameId) ? LOTTERY_GAMES[proof.gameId].name : proof.gameId,
            period: proof.label,
          },
        },
        checkLottery(proof),
      );
    case 'crash':
      return report(
        proof,
        { key: 'VERIFIER_SUBJECT_CRASH', values: { id: String(proof.roundId) } },
        checkCrash(proof),
      );
    case 'wheel':
      return report(
        proof,
        { key: 'VERIFIER_SUBJECT_WHEEL', values: { nonce: String(proof.nonce) } },
        checkWheel(proof),
      );
  }
}

function report(proof: OfflineProof, subject: ProofReport['subject'], lines: CheckLine[]): ProofReport {
  const sandbox = (proof.type === 'lottery' || proof.type === 'crash') && proof.beacon?.sandbox === true;
  return {
    type: proof.type,
    subject,
    lines,
    sandbox,
    verified: lines.length > 0 && lines.every((line) => line.ok),
  };
}

function seedLine(serverSeed: string, committed: string): CheckLine {
  const computed = commitServerSeed(serverSeed);
  return { key: 'VERIFIER_SEED_HASH', ok: computed === committed.toLowerCase(), values: { hash: computed } };
}

/** Same JSON once object keys are sorted: the recomputed board against the recorded one. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The moves a finished board records: opened tiles (mines), picked spots (ladders), or the one scratch. */
function movesOf(state: Record<string, unknown>): number[] | null {
  if (Array.isArray(state.picks)) return state.picks as number[];
  if (Array.isArray(state.revealed)) return state.revealed as number[];
  if (typeof state.revealed === 'boolean') return state.revealed ? [0] : [];
  return null;
}

/**
 * A single-player round: the seed was committed, and the seeds deal the board the site showed — dealt
 * from the fair floats, every recorded move replayed, the finished board equal to the recorded one.
 */
function checkGame(proof: OfflineGameProof): CheckLine[] {
  const lines = [seedLine(proof.serverSeed, proof.serverSeedHash)];
  const engine = gameOf(proof.gameId);
  const params = engine?.parseParams(proof.state.params);
  const moves = movesOf(proof.state);
  if (!engine || !params?.ok || !moves) return [...lines, { key: 'VERIFIER_GAME_UNKNOWN', ok: false }];
  const floats = fairFloats(
    { serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce },
    engine.floatCount(params.value),
  );
  let state = engine.start(params.value, floats);
  for (const move of moves) {
    const played = engine.play(state, move);
    if (!played.ok) return [...lines, { key: 'VERIFIER_GAME_MOVES_INVALID', ok: false }];
    state = played.value.state;
  }
  const board = engine.view(state, true);
  const same = Object.entries(board).every(
    ([key, value]) => canonical(value) === canonical(proof.state[key]),
  );
  return [...lines, { key: 'VERIFIER_GAME_BOARD', ok: same, values: { board: canonical(board) } }];
}

/**
 * A beacon round: drand quicknet's own key (carried here, whatever the proof says) or, for the site's
 * sandbox, the key the site published; the signature holds and its SHA-256 is the value used.
 */
function beaconLines(beacon: OfflineBeacon, used: string): CheckLine[] {
  const quicknet = beacon.chainHash.toLowerCase() === QUICKNET.chainHash;
  if (!quicknet && !beacon.sandbox) return [{ key: 'VERIFIER_BEACON_CHAIN_UNKNOWN', ok: false }];
  const key = quicknet ? QUICKNET.publicKey : beacon.publicKey;
  const verified = verifyBeaconRound(key, { round: beacon.round, signature: beacon.signature });
  return [
    {
      key: quicknet ? 'VERIFIER_BEACON_SIGNATURE' : 'VERIFIER_BEACON_SIGNATURE_SANDBOX',
      ok: verified !== null,
      values: { round: String(beacon.round) },
    },
    {
      key: 'VERIFIER_BEACON_RANDOMNESS',
      ok: verified !== null && verified.randomness === used.toLowerCase(),
      values: { randomness: verified?.randomness ?? '—' },
    },
  ];
}

/** The chain's times: quicknet's own for quicknet, the sandbox's as published. */
function chainTimes(beacon: OfflineBeacon) {
  return beacon.chainHash.toLowerCase() === QUICKNET.chainHash ? QUICKNET : beacon;
}

/**
 * A lottery draw: the seed was committed before the term, the published bets give the digest, the beacon
 * round is the first after the cut-off and signed, and seed, digest, randomness and period give the result.
 */
function checkLottery(proof: OfflineLotteryProof): CheckLine[] {
  if (!isLotteryGameId(proof.gameId)) return [{ key: 'VERIFIER_GAME_UNKNOWN', ok: false }];
  const digest = lotteryBetsDigest(proof.bets);
  const lines: CheckLine[] = [
    seedLine(proof.seed, proof.seedHash),
    { key: 'VERIFIER_LOTTERY_DIGEST', ok: digest === proof.betsDigest.toLowerCase(), values: { digest } },
  ];
  if (proof.beacon && proof.beaconRandomness) {
    const expected = firstBeaconRoundAfter(chainTimes(proof.beacon), proof.closesAt);
    lines.push(
      {
        key: 'VERIFIER_LOTTERY_ROUND_AFTER_CUTOFF',
        ok: proof.beacon.round === expected,
        values: { round: String(expected) },
      },
      ...beaconLines(proof.beacon, proof.beaconRandomness),
    );
  } else {
    // A term drawn before the beacon (issue 34) is checked without one, and said so.
    lines.push({
      key: 'VERIFIER_LOTTERY_NO_BEACON',
      ok: proof.beacon === null && proof.beaconRandomness === null,
    });
  }
  const outcome = drawLotteryOutcome(
    proof.gameId,
    proof.seed,
    proof.betsDigest.toLowerCase(),
    proof.number,
    proof.beaconRandomness?.toLowerCase(),
  );
  lines.push({
    key: 'VERIFIER_OUTCOME',
    ok: canonical(outcome) === canonical(proof.outcome),
    values: { outcome: outcome.join(' ') },
  });
  return lines;
}

/**
 * A crash round: its hash leads to the chain's published terminating hash, the salt is the randomness of
 * a signed beacon round that fell due after the chain was announced, and hash and salt give the point.
 */
function checkCrash(proof: OfflineCrashProof): CheckLine[] {
  const { chain } = proof;
  if (!isCrashScheme(chain.scheme)) return [{ key: 'VERIFIER_CRASH_SCHEME_UNKNOWN', ok: false }];
  const steps = stepsToTerminating(proof.hash, chain.terminatingHash, chain.length);
  const lines: CheckLine[] = [
    {
      key: 'VERIFIER_CRASH_CHAIN',
      ok: steps !== undefined,
      values: { steps: steps === undefined ? '—' : String(steps) },
    },
  ];
  if (proof.beacon) {
    const due = beaconRoundTime(chainTimes(proof.beacon), proof.beacon.round);
    lines.push(
      {
        key: 'VERIFIER_CRASH_ROUND_AFTER_ANNOUNCEMENT',
        ok: chain.announcedAt !== null && due > chain.announcedAt,
        values: { due: new Date(due).toISOString() },
      },
      ...beaconLines(proof.beacon, chain.salt),
    );
  } else {
    lines.push({ key: 'VERIFIER_CRASH_NO_BEACON', ok: false });
  }
  const point = crashPointHundredths(proof.hash, chain.salt, proof.rtpBasisPoints, chain.scheme);
  lines.push({
    key: 'VERIFIER_CRASH_POINT',
    ok: point === proof.crashPointHundredths,
    values: { point: (point / 100).toFixed(2) },
  });
  return lines;
}

/** A wheel spin: the seed was committed and the seeds land on the segment paid, under the published weights. */
function checkWheel(proof: OfflineWheelProof): CheckLine[] {
  let segment: number | null = null;
  try {
    segment = spinWheel(proof, proof.weights);
  } catch {
    segment = null;
  }
  return [
    seedLine(proof.serverSeed, proof.serverSeedHash),
    {
      key: 'VERIFIER_WHEEL_SEGMENT',
      ok: segment === proof.segment,
      values: { segment: segment === null ? '—' : String(segment + 1) },
    },
  ];
}
