import { z } from 'zod';

import { safeStringSchema } from './fields.ts';

/** Lower-case hex of an exact length. */
const hex = (characters: number) => safeStringSchema.regex(new RegExp(`^[0-9a-f]{${characters}}$`));

/**
 * GET /api/fairness/beacon: the public randomness beacon the site commits its draws to (issue 34): drand's
 * quicknet, or the SANDBOX beacon of a development site, which signs the same way with a key of its own.
 */
export const fairnessBeaconInfoSchema = z.object({
  /** Always drand's `bls-unchained-g1-rfc9380`: the signature on G1 over SHA-256(round, 8 bytes big-endian). */
  scheme: z.literal('bls-unchained-g1-rfc9380'),
  /** The chain's id (drand's chain hash; the sandbox's own), hex. */
  chainHash: hex(64),
  /** The public key every round is checked against: G2, compressed, hex. */
  publicKey: hex(192),
  /** Round 1's time, in Unix seconds; round r is at genesisTime + (r − 1) × periodSeconds. */
  genesisTime: z.number().int(),
  periodSeconds: z.number().int().positive(),
  /** True for the local SANDBOX beacon: not drand, nothing on the site is drawn from it for real. */
  sandbox: z.boolean(),
});
export type FairnessBeaconInfo = z.infer<typeof fairnessBeaconInfoSchema>;

/** GET /api/fairness/beacon/:round — a round is a whole number from 1. */
export const fairnessBeaconRoundParamsSchema = z.object({
  round: z.coerce
    .number({ error: 'INVALID_INPUT' })
    .int({ error: 'INVALID_INPUT' })
    .positive({ error: 'INVALID_INPUT' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'INVALID_INPUT' }),
});

/** A published round, its signature checked by the server; anyone can check it again with the public key. */
export const fairnessBeaconRoundSchema = z.object({
  chainHash: hex(64),
  round: z.number().int().positive(),
  /** BLS signature on G1, compressed, hex. */
  signature: hex(96),
  /** SHA-256 of the signature's bytes, hex: the value a draw uses. */
  randomness: hex(64),
  /** When the round was due, Unix ms (genesis + (round − 1) × period). */
  time: z.number().int(),
});
export type FairnessBeaconRound = z.infer<typeof fairnessBeaconRoundSchema>;
