import { OFFLINE_PROOF_VERSION, type OfflineProof } from '@casino/contracts/offline-proof';
import {
  buildHashChain,
  commitServerSeed,
  crashPointHundredths,
  CRASH_SCHEMES,
  drawLotteryOutcome,
  fairFloats,
  gameOf,
  lotteryBetsDigest,
  spinWheel,
} from '@casino/game-math';
import {
  beaconPublicKey,
  beaconRoundTime,
  newBeaconSecretKey,
  QUICKNET,
  signBeaconRound,
} from '@casino/game-math/beacon';
import { QUICKNET_ROUND_12040883 } from '@casino/game-math/beacon-vectors';
import { describe, expect, it } from 'vitest';

import { checkProof, checkProofText } from './check-proof.ts';

const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const quicknetBeacon = {
  chainHash: QUICKNET.chainHash,
  publicKey: QUICKNET.publicKey,
  genesisTime: QUICKNET.genesisTime,
  periodSeconds: QUICKNET.periodSeconds,
  sandbox: false,
  round: QUICKNET_ROUND_12040883.round,
  signature: QUICKNET_ROUND_12040883.signature,
};

/** A byte of a hex string changed (the last digit), as a tampered proof would carry it. */
const flipped = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

const failing = (proof: OfflineProof) =>
  checkProof(proof)
    .lines.filter((line) => !line.ok)
    .map((line) => line.key);

/** A finished mines round as the server records it: dealt from the seeds, three tiles opened. */
function minesProof(): OfflineProof {
  const engine = gameOf('mines');
  if (!engine) throw new Error('no mines');
  const params = engine.parseParams({ mines: 3 });
  if (!params.ok) throw new Error('params');
  const seeds = { serverSeed: SERVER_SEED, clientSeed: 'player-chosen', nonce: 7 };
  let state = engine.start(params.value, fairFloats(seeds, engine.floatCount(params.value)));
  const safe = [...Array(25).keys()].filter(
    (tile) => !(state as { mineTiles: number[] }).mineTiles.includes(tile),
  );
  for (const tile of safe.slice(0, 3)) {
    const played = engine.play(state, tile);
    if (!played.ok) throw new Error('move');
    state = played.value.state;
  }
  return {
    type: 'game',
    gameId: 'mines',
    betId: 12,
    ...seeds,
    serverSeedHash: commitServerSeed(SERVER_SEED),
    state: engine.view(state, true),
  };
}

/** A Win Go term drawn with quicknet's real round 12 040 883, its cut-off just before that round. */
function lotteryProof(): OfflineProof {
  const bets = [
    { id: 5, kind: 'big', pick: [], amountMinor: '1000' },
    { id: 9, kind: 'number', pick: [7], amountMinor: '250' },
  ];
  const betsDigest = lotteryBetsDigest(bets);
  const closesAt = beaconRoundTime(QUICKNET, quicknetBeacon.round) - 1_500;
  return {
    type: 'lottery',
    gameId: 'wingo',
    termId: 3,
    number: 29_412_345,
    label: '202611270345',
    closesAt,
    seedHash: commitServerSeed(SERVER_SEED),
    seed: SERVER_SEED,
    betsDigest,
    bets,
    beaconRandomness: QUICKNET_ROUND_12040883.randomness,
    beacon: quicknetBeacon,
    outcome: [
      ...drawLotteryOutcome('wingo', SERVER_SEED, betsDigest, 29_412_345, QUICKNET_ROUND_12040883.randomness),
    ],
  };
}

/** A crash round of a chain salted with quicknet's real round 12 040 883. */
function crashProof(): OfflineProof {
  const chain = buildHashChain('11'.repeat(32), 50);
  const hash = chain[10] ?? '';
  const salt = QUICKNET_ROUND_12040883.randomness;
  return {
    type: 'crash',
    gameId: 'crash',
    roundId: 40,
    hash,
    crashPointHundredths: crashPointHundredths(hash, salt, 9_700, CRASH_SCHEMES.BUSTABIT_V2),
    rtpBasisPoints: 9_700,
    chain: {
      scheme: CRASH_SCHEMES.BUSTABIT_V2,
      terminatingHash: chain[49] ?? '',
      length: 50,
      salt,
      announcedAt: beaconRoundTime(QUICKNET, quicknetBeacon.round) - 600_000,
    },
    beacon: quicknetBeacon,
  };
}

describe('the offline verifier', () => {
  it('verifies a single-player round from its seeds and its recorded board', () => {
    expect(checkProof(minesProof()).verified).toBe(true);
  });

  it('fails a round whose board, seed or commitment was changed', () => {
    const proof = minesProof();
    if (proof.type !== 'game') throw new Error('game');
    const mines = proof.state.mineTiles as number[];
    const moved = {
      ...proof,
      state: { ...proof.state, mineTiles: [...mines.slice(1), 24 - (mines[0] ?? 0)] },
    };
    expect(failing(moved)).toEqual(['VERIFIER_GAME_BOARD']);
    expect(failing({ ...proof, serverSeedHash: flipped(proof.serverSeedHash) })).toEqual([
      'VERIFIER_SEED_HASH',
    ]);
    expect(failing({ ...proof, nonce: 8 })).toContain('VERIFIER_GAME_BOARD');
  });

  it('verifies a lottery draw with a real quicknet round, and fails a changed signature, bet or result', () => {
    const proof = lotteryProof();
    if (proof.type !== 'lottery' || !proof.beacon) throw new Error('lottery');
    expect(checkProof(proof).verified).toBe(true);
    const badSignature = {
      ...proof,
      beacon: { ...proof.beacon, signature: flipped(proof.beacon.signature) },
    };
    expect(failing(badSignature)).toEqual(
      expect.arrayContaining(['VERIFIER_BEACON_SIGNATURE', 'VERIFIER_BEACON_RANDOMNESS']),
    );
    expect(failing({ ...proof, bets: [{ ...proof.bets[0]!, amountMinor: '1001' }, proof.bets[1]!] })).toEqual(
      ['VERIFIER_LOTTERY_DIGEST'],
    );
    expect(failing({ ...proof, outcome: [((proof.outcome[0] ?? 0) + 1) % 10] })).toEqual([
      'VERIFIER_OUTCOME',
    ]);
    // A round that was already out when betting closed is refused, even with a valid signature.
    expect(failing({ ...proof, closesAt: proof.closesAt + 3_000 })).toEqual([
      'VERIFIER_LOTTERY_ROUND_AFTER_CUTOFF',
    ]);
  });

  it("checks quicknet's signature with its own key, whatever key the proof carries", () => {
    const proof = lotteryProof();
    if (proof.type !== 'lottery' || !proof.beacon) throw new Error('lottery');
    const secret = newBeaconSecretKey();
    const forged = signBeaconRound(secret, proof.beacon.round);
    const outcome = [
      ...drawLotteryOutcome('wingo', proof.seed, proof.betsDigest, proof.number, forged.randomness),
    ];
    const claimed = {
      ...proof,
      beaconRandomness: forged.randomness,
      outcome,
      beacon: { ...proof.beacon, publicKey: beaconPublicKey(secret), signature: forged.signature },
    };
    expect(failing(claimed)).toEqual(['VERIFIER_BEACON_SIGNATURE', 'VERIFIER_BEACON_RANDOMNESS']);
  });

  it('says a sandbox beacon is one, and checks it with the key the site published', () => {
    const proof = lotteryProof();
    if (proof.type !== 'lottery' || !proof.beacon) throw new Error('lottery');
    const secret = newBeaconSecretKey();
    const sandbox = {
      chainHash: 'ab'.repeat(32),
      publicKey: beaconPublicKey(secret),
      genesisTime: 1_700_000_000,
      periodSeconds: 3,
      sandbox: true,
    };
    const round = 1_000;
    const signed = signBeaconRound(secret, round);
    const closesAt = beaconRoundTime(sandbox, round) - 100;
    const outcome = [
      ...drawLotteryOutcome('wingo', proof.seed, proof.betsDigest, proof.number, signed.randomness),
    ];
    const report = checkProof({
      ...proof,
      closesAt,
      beaconRandomness: signed.randomness,
      outcome,
      beacon: { ...sandbox, round, signature: signed.signature },
    });
    expect(report).toMatchObject({ verified: true, sandbox: true });
    expect(report.lines.map((line) => line.key)).toContain('VERIFIER_BEACON_SIGNATURE_SANDBOX');
  });

  it('verifies a crash round salted by a real quicknet round, and fails a salt of anyone’s choosing', () => {
    const proof = crashProof();
    if (proof.type !== 'crash') throw new Error('crash');
    expect(checkProof(proof).verified).toBe(true);
    const chosenSalt = { ...proof, chain: { ...proof.chain, salt: 'operator text' } };
    expect(failing(chosenSalt)).toContain('VERIFIER_BEACON_RANDOMNESS');
    expect(failing({ ...proof, beacon: null })).toContain('VERIFIER_CRASH_NO_BEACON');
    expect(failing({ ...proof, hash: flipped(proof.hash) })).toContain('VERIFIER_CRASH_CHAIN');
    const late = {
      ...proof,
      chain: { ...proof.chain, announcedAt: beaconRoundTime(QUICKNET, quicknetBeacon.round) },
    };
    expect(failing(late)).toEqual(['VERIFIER_CRASH_ROUND_AFTER_ANNOUNCEMENT']);
  });

  it('verifies a wheel spin and fails a segment it does not land on', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'wheel', nonce: 3 };
    const weights = [50, 30, 15, 5];
    const segment = spinWheel(seeds, weights);
    const proof: OfflineProof = {
      type: 'wheel',
      ...seeds,
      serverSeedHash: commitServerSeed(SERVER_SEED),
      weights,
      segment,
    };
    expect(checkProof(proof).verified).toBe(true);
    expect(failing({ ...proof, segment: (segment + 1) % 4 })).toEqual(['VERIFIER_WHEEL_SEGMENT']);
  });

  it('answers text that is not a proof plainly', () => {
    expect(checkProofText('not json')).toEqual({ ok: false, errorKey: 'VERIFIER_NOT_JSON' });
    expect(checkProofText('{"version":1,"proof":{"type":"poker"}}')).toEqual({
      ok: false,
      errorKey: 'VERIFIER_NOT_A_PROOF',
    });
    const file = JSON.stringify({ version: OFFLINE_PROOF_VERSION, proof: minesProof() });
    expect(checkProofText(file)).toMatchObject({ ok: true, report: { verified: true } });
  });
});
