import { z } from 'zod';

import { requestIdSchema, rowIdSchema, safeStringSchema } from './fields.ts';
import { amountInputSchema } from './wallet.ts';

/**
 * The live multiplayer rounds (issue 7): crash (one bet per round) and aviator (two independent bets).
 * Multipliers travel as numbers with two decimals (2.00 = 2x); the server keeps them in hundredths.
 */
export const CRASH_GAME_IDS = ['crash', 'aviator'] as const;
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

export const crashStateSchema = z.object({
  round: crashRoundViewSchema.nullable(),
  bets: z.array(crashBetViewSchema),
  history: z.array(crashRoundViewSchema),
  chain: z.object({ terminatingHash: safeStringSchema, salt: safeStringSchema }).nullable(),
  serverTime: z.number().int(),
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const crashRoundQuerySchema = z.object({ id: rowIdSchema });
