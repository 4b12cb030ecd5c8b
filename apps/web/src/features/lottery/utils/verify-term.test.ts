import type { FairnessBeaconInfo, FairnessBeaconRound, LotteryTermProof } from '@casino/contracts';
import { commitServerSeed, drawLotteryOutcome, lotteryBetsDigest } from '@casino/game-math';
import { QUICKNET } from '@casino/game-math/beacon';
import { QUICKNET_ROUND_42 } from '@casino/game-math/beacon-vectors';
import { describe, expect, it } from 'vitest';

import { checkTerm, verifyTerm, type BeaconSource } from './verify-term';

const info: FairnessBeaconInfo = { ...QUICKNET, scheme: 'bls-unchained-g1-rfc9380', sandbox: false };
const published: FairnessBeaconRound = {
  chainHash: QUICKNET.chainHash,
  round: 42,
  signature: QUICKNET_ROUND_42.signature,
  randomness: QUICKNET_ROUND_42.randomness,
  time: (QUICKNET.genesisTime + 41 * QUICKNET.periodSeconds) * 1000,
};

/** The beacon routes, answering `round` for round 42 (and counting the calls). */
const source = (round: FairnessBeaconRound = published, chain = info) => {
  const calls: number[] = [];
  const beacon: BeaconSource = {
    info: () => Promise.resolve(chain),
    round: (asked) => {
      calls.push(asked);
      return asked === round.round ? Promise.resolve(round) : Promise.reject(new Error('NOT_FOUND'));
    },
  };
  return { beacon, calls };
};

const seed = 'lottery term seed 7';
const bets = [
  { id: 11, kind: 'big', pick: [], amountMinor: '1000' },
  { id: 12, kind: 'number', pick: [7], amountMinor: '250' },
];
const betsDigest = lotteryBetsDigest(bets);

/** A 5D term drawn with quicknet round 42, as the server draws it. */
const proof: LotteryTermProof = {
  term: {
    id: 9,
    gameId: '5d',
    periodSeconds: 60,
    number: 29_409_000,
    label: '202611270001',
    status: 'FINISHED',
    opensAt: 0,
    closesAt: 55_000,
    drawsAt: 60_000,
    seedHash: commitServerSeed(seed),
    seed,
    betsDigest,
    beaconRound: 42,
    beaconRandomness: QUICKNET_ROUND_42.randomness,
    outcome: [...drawLotteryOutcome('5d', seed, betsDigest, 29_409_000, QUICKNET_ROUND_42.randomness)],
  },
  bets,
};

/** The signature with one byte changed. */
const changed = (hex: string) => `${hex.slice(0, 10)}${hex[10] === '0' ? '1' : '0'}${hex.slice(11)}`;

describe('verifying a lottery term in the browser', () => {
  it('checks the real quicknet round’s signature and its randomness beside the seed, digest and outcome', async () => {
    const { beacon, calls } = source();
    const check = await verifyTerm(proof, beacon);
    expect(calls).toEqual([42]);
    expect(check).toMatchObject({
      seedMatches: true,
      digestMatches: true,
      outcomeMatches: true,
      verified: true,
    });
    expect(check?.beacon).toEqual({
      status: 'checked',
      round: 42,
      check: {
        round: 42,
        chainHash: QUICKNET.chainHash,
        sandbox: false,
        signatureValid: true,
        randomness: QUICKNET_ROUND_42.randomness,
        randomnessMatches: true,
        verified: true,
      },
    });
  });

  it('fails when the round’s signature has a changed byte, even though every recomputation holds', async () => {
    const { beacon } = source({ ...published, signature: changed(published.signature) });
    const check = await verifyTerm(proof, beacon);
    expect(check).toMatchObject({
      seedMatches: true,
      digestMatches: true,
      outcomeMatches: true,
      verified: false,
    });
    expect(check?.beacon).toMatchObject({ status: 'checked', check: { signatureValid: false } });
  });

  it('fails when the term’s randomness is not the round’s', async () => {
    const randomness = changed(QUICKNET_ROUND_42.randomness);
    const term = { ...proof.term, beaconRandomness: randomness };
    // The outcome drawn from that randomness, so that only the beacon check can tell.
    term.outcome = [...drawLotteryOutcome('5d', seed, betsDigest, term.number, randomness)];
    const check = await verifyTerm({ ...proof, term }, source().beacon);
    expect(check?.outcomeMatches).toBe(true);
    expect(check?.beacon).toMatchObject({
      check: { signatureValid: true, randomnessMatches: false, verified: false },
    });
    expect(check?.verified).toBe(false);
  });

  it('fails under another chain’s public key, and labels a sandbox beacon', async () => {
    const otherKey = { ...info, publicKey: changed(info.publicKey), sandbox: true };
    const check = await verifyTerm(proof, source(published, otherKey).beacon);
    expect(check?.beacon).toMatchObject({ check: { signatureValid: false, sandbox: true } });
    expect(check?.verified).toBe(false);
  });

  it('does not verify a term whose round cannot be fetched', async () => {
    const { beacon } = source({ ...published, round: 43 });
    const check = await verifyTerm(proof, beacon);
    expect(check?.beacon).toMatchObject({ status: 'unavailable', round: 42 });
    expect(check?.verified).toBe(false);
  });

  it('verifies a term drawn before the beacon without asking for a round, and nothing before the draw', async () => {
    const { beacon, calls } = source();
    const term = {
      ...proof.term,
      beaconRound: null,
      beaconRandomness: null,
      outcome: [...drawLotteryOutcome('5d', seed, betsDigest, proof.term.number)],
    };
    const check = await verifyTerm({ ...proof, term }, beacon);
    expect(check).toMatchObject({ beacon: null, verified: true });
    expect(
      await verifyTerm({ ...proof, term: { ...proof.term, status: 'NEW', seed: null } }, beacon),
    ).toBeNull();
    expect(calls).toEqual([]);
    // A term drawn with a beacon is never verified without its round checked.
    expect(checkTerm(proof, null)?.verified).toBe(false);
  });
});
