import { z } from 'zod';

import { requestIdSchema, safeStringSchema } from './fields.ts';
import { SINGLE_PLAYER_GAME_IDS } from './game-ids.ts';
import { amountInputSchema } from './wallet.ts';

/**
 * The single-player game calls (spec §7 "Games", §3 "Bets and game terms"). A round starts with
 * POST /api/game/bet, then `play` moves and a `cash_out` settle it; every stake and payout goes through
 * the ledger once. Demo rounds use a demo balance that never touches the ledger.
 */
export const singlePlayerGameIdSchema = z.enum(SINGLE_PLAYER_GAME_IDS, { error: 'GAME_NOT_FOUND' });

const betIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A round option sent with the bet: mines count, difficulty, tier, balls, levels. */
const optionValueSchema = z.union([safeStringSchema.max(32), z.number()]);

/** POST /api/game/bet. `model.betAmount` is in major units; the other model fields are the round's options. */
export const betRequestSchema = z.object({
  gameId: singlePlayerGameIdSchema,
  model: z.object({ betAmount: amountInputSchema }).catchall(optionValueSchema),
  /** Play with the demo balance instead of money (spec §1 "demo mode"). */
  demo: z.boolean().default(false),
  requestId: requestIdSchema.optional(),
});

export const betIdRequestSchema = z.object({ id: betIdSchema });
export const playRequestSchema = z.object({
  id: betIdSchema,
  /** The tile, column, zone or cup chosen (0-based); kangaroo and scratch ignore it. */
  spot: z.coerce.number().int().min(0).max(24).default(0),
});

export const BET_RESULTS = ['PENDING', 'WIN', 'LOSE'] as const;
export const betResultSchema = z.enum(BET_RESULTS);

/** A bet as the player sees it (spec §3: id, gameId, win, winAmount, result). */
export const betViewSchema = z.object({
  id: z.number().int(),
  gameId: safeStringSchema,
  demo: z.boolean(),
  result: betResultSchema,
  win: z.boolean(),
  betAmount: z.number(),
  winAmount: z.number(),
  currencyId: safeStringSchema,
  /** The multiplier a cash-out pays now (or paid), floored to two decimals. */
  multiplier: z.number(),
  /** What the next safe step would raise it to; null when there is none. */
  nextMultiplier: z.number().nullable(),
  steps: z.number().int(),
  canCashOut: z.boolean(),
  /**
   * What a cash-out pays now, in major units: the stake times the exact multiplier, floored to the minor
   * unit and capped at the max win, as the server settles it. The shown multiplier is floored to two
   * decimals, so stake × multiplier would promise less than is paid. Null when no cash-out is possible.
   */
  cashOutAmount: z.number().nullable(),
  /** The game's board as the player may see it; the hidden outcome only once the round is over. */
  state: z.record(safeStringSchema, z.unknown()),
  fairness: z.object({
    serverSeedHash: safeStringSchema,
    /** Revealed once the seed pair is rotated. */
    serverSeed: safeStringSchema.nullable(),
    clientSeed: safeStringSchema,
    nonce: z.number().int(),
  }),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type BetView = z.infer<typeof betViewSchema>;

export const betRecordQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  gameId: singlePlayerGameIdSchema.optional(),
  demo: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/**
 * The player's seed pair (DESIGN §4): the active server seed only by its hash, and the hash of the server
 * seed already committed for the next pair (Stake's flow: shown before the player picks the client seed a
 * rotation starts with; after the rotation it is the active pair's `serverSeedHash`).
 */
export const fairnessSeedsSchema = z.object({
  serverSeedHash: safeStringSchema,
  nextServerSeedHash: safeStringSchema,
  clientSeed: safeStringSchema,
  nonce: z.number().int(),
});

export const clientSeedRequestSchema = z.object({
  clientSeed: safeStringSchema.trim().regex(/^[\x21-\x7e]{1,64}$/, 'CLIENT_SEED_INVALID'),
});

/** A rotated seed pair: the old server seed revealed, so every bet made with it can be recomputed. */
export const revealedSeedSchema = z.object({
  serverSeed: safeStringSchema,
  serverSeedHash: safeStringSchema,
  clientSeed: safeStringSchema,
  /** Bets made with the pair: nonces 0 … nonces−1. */
  nonces: z.number().int(),
  revealedAt: z.number().int(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** A game's terms as the lobby and the rules popup show them. */
export const gameTermsSchema = z.object({
  id: safeStringSchema,
  rtp: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  maxWin: z.number(),
  defaultBet: z.number(),
  quickChips: z.array(z.number()),
  maintenance: z.boolean(),
  currencyId: safeStringSchema,
});
export type GameTerms = z.infer<typeof gameTermsSchema>;

export const demoTokenSchema = safeStringSchema.regex(/^[A-Za-z0-9_-]{16,128}$/, 'DEMO_TOKEN_INVALID');

export const rotateSeedRequestSchema = z.object({
  clientSeed: clientSeedRequestSchema.shape.clientSeed.optional(),
});
export const revealedSeedsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET /api/game/play?gameId=: the launch address of a game (spec §7), `demo=true` for play money. */
export const launchQuerySchema = z.object({
  gameId: safeStringSchema.regex(/^[a-z0-9_-]{1,32}$/, 'GAME_NOT_FOUND'),
  demo: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  lang: safeStringSchema.regex(/^[a-z]{2}(-[A-Za-z]{2})?$/).optional(),
  deviceType: z.enum(['MOBILE', 'PC']).optional(),
});

export const gameIdQuerySchema = z.object({
  gameId: safeStringSchema.regex(/^[a-z0-9_-]{1,32}$/, 'GAME_NOT_FOUND'),
});

/** Back office: a game's switches (spec §8 -119 while in maintenance; hidden from the lobby when disabled). */
export const gameSwitchesRequestSchema = z
  .object({ enabled: z.boolean(), maintenance: z.boolean(), hot: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'NOTHING_TO_CHANGE');

/** Back office: a game's stake limits in one currency, in major units (min ≤ default ≤ max). */
export const gameLimitsRequestSchema = z
  .object({
    currencyId: safeStringSchema.regex(/^[A-Z]{3,5}$/, 'CURRENCY_INVALID'),
    minBet: z.number().positive(),
    maxBet: z.number().positive(),
    defaultBet: z.number().positive(),
    maxWin: z.number().positive(),
  })
  .refine((body) => body.minBet <= body.defaultBet && body.defaultBet <= body.maxBet, 'LIMITS_OUT_OF_ORDER');
