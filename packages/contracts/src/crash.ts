import { z } from 'zod';

import { requestIdSchema, rowIdSchema, safeStringSchema } from './fields.ts';
import { amountInputSchema } from './wallet.ts';
import { CRASH_GAME_IDS } from './game-ids.ts';

/**
 * The live multiplayer rounds (issue 7): crash (one bet per round) and aviator (two independent bets).
 * Multipliers travel as numbers with two decimals (2.00 = 2x); the server keeps them in hundredths.
 */
export const crashGameIdSchema = z.enum(CRASH_GAME_IDS, { error: 'GAME_NOT_FOUND' });
export type CrashGameId = (typeof CRASH_GAME_IDS)[number];

export const CRASH_ROUND_STATUSES = ['BETTING', 'FLYING', 'CRASHED'] as const;
export const CRASH_BET_STATUSES = ['QUEUED', 'OPEN', 'WON', 'LOST'] as const;

/** Lowest auto cash-out: 1.01x. Highest accepted: 1 000 000x (the max win caps it lower). */
export const AUTO_CASH_OUT_MIN = 1.01;
export const AUTO_CASH_OUT_MAX = 1_000_000;

export const crashBetRequestSchema = z.object({
  model: z.object({
    betAmount: amountInputSchema,
    autoCashOut: z
      .number()
      .min(AUTO_CASH_OUT_MIN, 'AUTO_CASH_OUT_INVALID')
      .max(AUTO_CASH_OUT_MAX, 'AUTO_CASH_OUT_INVALID')
      .optional(),
    /** Aviator's second bet panel is slot 1; crash has only slot 0. */
    slot: z.number().int().min(0).max(1).default(0),
  }),
  requestId: requestIdSchema.optional(),
});

export const crashStopRequestSchema = z.object({ slot: z.number().int().min(0).max(1).default(0) });

export const crashBetViewSchema = z.object({
  id: z.number().int(),
  roundId: z.number().int().nullable(),
  /** The round's number in its game, as shown (null while queued for the next round). */
  roundNumber: z.number().int().nullable(),
  gameId: safeStringSchema,
  slot: z.number().int(),
  /** The player's public name (nickname or a masked username). */
  player: safeStringSchema,
  betAmount: z.number(),
  currencyId: safeStringSchema,
  autoCashOut: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  winAmount: z.number(),
  status: z.enum(CRASH_BET_STATUSES),
});
export type CrashBetView = z.infer<typeof crashBetViewSchema>;

export const crashRoundViewSchema = z.object({
  id: z.number().int(),
  /** 1, 2, 3… per game: crash and aviator count their rounds apart (`id` is shared and skips). */
  number: z.number().int(),
  gameId: safeStringSchema,
  status: z.enum(CRASH_ROUND_STATUSES),
  bettingEndsAt: z.number().int(),
  /** Take-off, epoch ms of the server clock; the curve is e^(0.00006·t) from here. */
  startedAt: z.number().int().nullable(),
  /** Only once crashed: the crash point and the hash that proves it. */
  crashPoint: z.number().nullable(),
  hash: safeStringSchema.nullable(),
  crashedAt: z.number().int().nullable(),
});
export type CrashRoundView = z.infer<typeof crashRoundViewSchema>;

/** A chain waits for its beacon round (no rounds are dealt) until the server has verified it and taken its salt. */
export const CRASH_CHAIN_STATUSES = ['AWAITING_BEACON', 'ACTIVE'] as const;

/**
 * A hash chain's public record (DESIGN §4; issue 34): its commitment, the scheme its rounds verify under,
 * and the public beacon round announced with it, whose randomness (hex, used as the HMAC key's text) is
 * the chain's salt once published, with that round's signature. `saltAnnouncedAt` is the announcement
 * time: anyone can check the round fell due after it, so nobody knew the salt when the chain was committed.
 */
export const crashChainViewSchema = z.object({
  id: z.number().int(),
  gameId: safeStringSchema,
  /** `CRASH_SCHEMES` of game-math: 1 the legacy HMAC, 2 bustabit v2. */
  scheme: z.number().int(),
  status: z.enum(CRASH_CHAIN_STATUSES),
  terminatingHash: safeStringSchema,
  length: z.number().int(),
  /** A demo chain: announced by the demo seed with a short delay (pre-beacon: salted by the server). */
  demo: z.boolean(),
  /** Salted before the beacon by an operator's free text (`saltAnnouncement`): not tied to a beacon round. */
  preBeacon: z.boolean(),
  saltAnnouncement: safeStringSchema.nullable(),
  saltAnnouncedAt: z.number().int().nullable(),
  /** The beacon round whose randomness is the salt (GET /api/fairness/beacon/:round), and when it is due. */
  beaconRound: z.number().int().nullable(),
  beaconDueAt: z.number().int().nullable(),
  /** The round's BLS signature (hex), once the salt is taken from it. */
  beaconSignature: safeStringSchema.nullable(),
  salt: safeStringSchema.nullable(),
  saltSetAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type CrashChainView = z.infer<typeof crashChainViewSchema>;

export const crashStateSchema = z.object({
  round: crashRoundViewSchema.nullable(),
  bets: z.array(crashBetViewSchema),
  history: z.array(crashRoundViewSchema),
  chain: crashChainViewSchema.nullable(),
  serverTime: z.number().int(),
});
export type CrashState = z.infer<typeof crashStateSchema>;

/** A past round by its number in the game (as shown), or by its id. */
export const crashRoundQuerySchema = z
  .object({
    number: rowIdSchema.optional(),
    id: rowIdSchema.optional(),
  })
  .refine((query) => (query.number === undefined) !== (query.id === undefined), {
    message: 'ROUND_NUMBER_OR_ID',
    path: ['number'],
  });
export type CrashRoundQuery = z.infer<typeof crashRoundQuerySchema>;

/** A past round for the verifier, with its own chain (a used-up chain's rounds verify against it). */
export const crashRoundProofSchema = crashRoundViewSchema.extend({ chain: crashChainViewSchema.nullable() });
export type CrashRoundProof = z.infer<typeof crashRoundProofSchema>;
