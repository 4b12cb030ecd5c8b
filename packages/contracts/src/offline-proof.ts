import { z } from 'zod';

import { safeStringSchema } from './fields.ts';

/**
 * The proof document of the standalone offline verifier (issue 34): everything one round, draw or spin
 * needs to be checked with no network — the revealed seeds, the published commitments, the result the site
 * recorded and, for draws and crash chains, the beacon round with its signature and the chain it belongs to.
 * The site's verifiers download it ("for the offline verifier"); the offline verifier
 * (`/fairness-verifier.html`) reads it pasted or from the file, recomputes everything itself and says which
 * check holds. Its own subpath export, so the offline verifier bundles these schemas and nothing else.
 */
export const OFFLINE_PROOF_VERSION = 1;

/** Where the site serves the offline verifier, as a download (`Content-Disposition: attachment`). */
export const OFFLINE_VERIFIER_FILE = 'fairness-verifier.html';

const text = safeStringSchema.max(4_096);
const hexOf = (characters: number) => safeStringSchema.regex(new RegExp(`^[0-9a-fA-F]{${characters}}$`));
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A drand round with its signature and the chain it claims to belong to (its key as the site published it). */
export const offlineBeaconSchema = z.object({
  chainHash: hexOf(64),
  publicKey: hexOf(192),
  genesisTime: z.number().int(),
  periodSeconds: z.number().int().positive(),
  /** The site's SANDBOX beacon: signed with the site's own key, so it proves nothing against the site. */
  sandbox: z.boolean(),
  round: count.min(1),
  signature: hexOf(96),
});
export type OfflineBeacon = z.infer<typeof offlineBeaconSchema>;

/** A single-player round: its seed pair and nonce, and the board the site showed once it was over. */
export const offlineGameProofSchema = z.object({
  type: z.literal('game'),
  gameId: text,
  betId: count,
  serverSeed: text.min(1),
  serverSeedHash: hexOf(64),
  clientSeed: text.min(1),
  nonce: count,
  /** The finished bet's state as the site recorded it: its params and its revealed outcome. */
  state: z.record(safeStringSchema, z.unknown()),
});

/** A lottery draw: the term's commitment, seed, accepted bets, beacon round and result. */
export const offlineLotteryProofSchema = z.object({
  type: z.literal('lottery'),
  gameId: text,
  termId: count,
  /** The period number (the draw's nonce) and the label players see. */
  number: count,
  label: text,
  closesAt: count,
  seedHash: hexOf(64),
  seed: text.min(1),
  betsDigest: hexOf(64),
  bets: z.array(
    z.object({
      id: count,
      kind: text,
      pick: z.array(z.number().int()),
      amountMinor: safeStringSchema.regex(/^\d+$/),
    }),
  ),
  /** The randomness the draw used; null for a term drawn before the beacon. */
  beaconRandomness: hexOf(64).nullable(),
  beacon: offlineBeaconSchema.nullable(),
  outcome: z.array(z.number().int()),
});

/** A crash round: its hash, its chain's commitment and salt, the salt's beacon round, and its crash point. */
export const offlineCrashProofSchema = z.object({
  type: z.literal('crash'),
  gameId: text,
  roundId: count,
  hash: hexOf(64),
  /** The crash point in hundredths (2.35x = 235). */
  crashPointHundredths: count.min(100),
  rtpBasisPoints: z.number().int().min(1).max(10_000),
  chain: z.object({
    scheme: z.number().int(),
    terminatingHash: hexOf(64),
    length: count.min(1),
    salt: text.min(1),
    /** When the chain and its beacon round were announced (Unix ms): the round must fall due after it. */
    announcedAt: count.nullable(),
  }),
  beacon: offlineBeaconSchema.nullable(),
});

/** An invite-wheel spin: its seeds, the published weights and the segment paid. */
export const offlineWheelProofSchema = z.object({
  type: z.literal('wheel'),
  serverSeed: text.min(1),
  serverSeedHash: hexOf(64),
  clientSeed: text.min(1),
  nonce: count,
  weights: z.array(z.number().int().min(0)).min(1).max(64),
  segment: count,
});

export const offlineProofSchema = z.discriminatedUnion('type', [
  offlineGameProofSchema,
  offlineLotteryProofSchema,
  offlineCrashProofSchema,
  offlineWheelProofSchema,
]);
export type OfflineProof = z.infer<typeof offlineProofSchema>;
export type OfflineGameProof = z.infer<typeof offlineGameProofSchema>;
export type OfflineLotteryProof = z.infer<typeof offlineLotteryProofSchema>;
export type OfflineCrashProof = z.infer<typeof offlineCrashProofSchema>;
export type OfflineWheelProof = z.infer<typeof offlineWheelProofSchema>;

/** The file the site hands out: the format's version and what it proves. */
export const offlineProofFileSchema = z.object({
  version: z.literal(OFFLINE_PROOF_VERSION),
  proof: offlineProofSchema,
});
export type OfflineProofFile = z.infer<typeof offlineProofFileSchema>;
