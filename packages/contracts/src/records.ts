import { z } from 'zod';

import { BET_RESULTS } from './games.ts';
import { CRASH_BET_STATUSES } from './crash.ts';
import { lotteryBetViewSchema, lotteryTermViewSchema } from './lottery.ts';
import { sportsBetViewSchema } from './sports.ts';
import { referenceIdSchema, safeStringSchema } from './fields.ts';
import { RECHARGE_STATUSES, WITHDRAW_STATUSES } from './wallet.ts';

/** A round or crash bet id in a path: a positive whole number a bigint column holds. */
const recordRowIdSchema = z.coerce
  .number({ error: 'RECORD_ID_INVALID' })
  .int({ error: 'RECORD_ID_INVALID' })
  .positive({ error: 'RECORD_ID_INVALID' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'RECORD_ID_INVALID' });

/** GET /api/record/round/:id and /api/record/crash/:id. */
export const rowRecordParamsSchema = z.object({ id: recordRowIdSchema });

/** GET /api/record/order/:id (`R…` deposit or `W…` withdrawal). */
export const orderRecordParamsSchema = z.object({ id: referenceIdSchema });

/** A single-player round as its record page shows it, with what a verifier needs to recompute it. */
export const roundRecordSchema = z.object({
  id: z.number().int(),
  gameId: safeStringSchema,
  demo: z.boolean(),
  result: z.enum(BET_RESULTS),
  betAmount: z.number(),
  winAmount: z.number(),
  currencyId: safeStringSchema,
  /** What the round paid per unit staked, floored to two decimals (0 for a loss). */
  multiplier: z.number(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  fairness: z.object({
    serverSeedHash: safeStringSchema,
    /** Revealed once the player rotated the seed pair; until then only its hash is known. */
    serverSeed: safeStringSchema.nullable(),
    clientSeed: safeStringSchema,
    nonce: z.number().int(),
  }),
  /** The round's game options (mines count, rows…), as the verifier takes them. */
  options: z.record(safeStringSchema, z.union([z.number(), safeStringSchema])),
});
export type RoundRecord = z.infer<typeof roundRecordSchema>;

/** A player's crash (or aviator) bet with its round's bust point and the hash that proves it. */
export const crashRecordSchema = z.object({
  betId: z.number().int(),
  gameId: safeStringSchema,
  /** Null while the bet waits for the next round. */
  roundId: z.number().int().nullable(),
  roundNumber: z.number().int().nullable(),
  betAmount: z.number(),
  winAmount: z.number(),
  currencyId: safeStringSchema,
  status: z.enum(CRASH_BET_STATUSES),
  autoCashOut: z.number().nullable(),
  /** The multiplier the player cashed out at; null if they did not. */
  cashedOutAt: z.number().nullable(),
  /** The round's bust point and hash, once it crashed. */
  crashPoint: z.number().nullable(),
  hash: safeStringSchema.nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type CrashRecord = z.infer<typeof crashRecordSchema>;

/** A player's lottery bet with its term: the outcome, the revealed seed and the bets' digest once drawn. */
export const lotteryRecordSchema = z.object({
  bet: lotteryBetViewSchema,
  /** The room the bet was placed in (its Verify tab recomputes the draw). */
  roomId: z.number().int().nullable(),
  term: lotteryTermViewSchema,
});
export type LotteryRecord = z.infer<typeof lotteryRecordSchema>;

/** A player's sports bet: its legs at the odds accepted, their results, and what it paid. */
export const sportsRecordSchema = z.object({ bet: sportsBetViewSchema });
export type SportsRecord = z.infer<typeof sportsRecordSchema>;

export const ORDER_DIRECTIONS = ['deposit', 'withdraw'] as const;

/** A deposit or withdrawal order as its record page shows it. */
export const orderRecordSchema = z.object({
  id: safeStringSchema,
  direction: z.enum(ORDER_DIRECTIONS),
  /** The payment channel's name ("PIX"). */
  channel: safeStringSchema,
  amount: z.number(),
  currencyId: safeStringSchema,
  status: z.enum([...RECHARGE_STATUSES, ...WITHDRAW_STATUSES]),
  createdAt: z.number().int(),
  /** When the order was paid, failed, expired or rejected; null while it is open. */
  settledAt: z.number().int().nullable(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
