import { z } from 'zod';

import { LOTTERY_GAME_IDS, LOTTERY_PERIOD_SECONDS } from '@casino/game-math';

export type { LotteryGameId, LotterySelection } from '@casino/game-math';

import { requestIdSchema, rowIdSchema, safeStringSchema } from './fields.ts';
import { amountInputSchema } from './wallet.ts';

/**
 * Lottery chat rooms (issue 16): timed draws of Win Go, K3 and 5D played together in rooms. A draw is a
 * game term (spec §3: id, status NEW or FINISHED); its seed is committed before the term opens and
 * revealed at the draw, and its result comes from that seed and the digest of the bets accepted before
 * betting closed, so no code path can choose it.
 */
export const lotteryGameIdSchema = z.enum(LOTTERY_GAME_IDS, { error: 'GAME_NOT_FOUND' });

export const lotteryPeriodSecondsSchema = z
  .number()
  .int()
  .refine((seconds) => (LOTTERY_PERIOD_SECONDS as readonly number[]).includes(seconds), 'PERIOD_INVALID');

/** What a bet is on: a kind of the game (big, red, sum…) and its picked numbers. */
export const lotterySelectionSchema = z.object({
  kind: safeStringSchema.regex(/^[A-Za-z]{1,24}$/, 'SELECTION_INVALID'),
  pick: z.array(z.number().int().min(0).max(45)).max(3).default([]),
});

/** Spec §3 "Game term": NEW while it takes bets (and until its draw), FINISHED once drawn. */
/** NEW: not drawn yet (betting, or closed and waiting for its beacon round); VOID: the round never came, stakes refunded. */
export const LOTTERY_TERM_STATUSES = ['NEW', 'FINISHED', 'VOID'] as const;

export const lotteryTermViewSchema = z.object({
  id: z.number().int(),
  gameId: lotteryGameIdSchema,
  periodSeconds: z.number().int(),
  /** The period's number from the epoch (floor(opensAt / period length)). */
  number: z.number().int(),
  /** What players call the period: the UTC date and the period of that day, e.g. 202611250542. */
  label: safeStringSchema,
  status: z.enum(LOTTERY_TERM_STATUSES),
  opensAt: z.number().int(),
  /** Bets are refused from this moment (server clock), a few seconds before the draw. */
  closesAt: z.number().int(),
  drawsAt: z.number().int(),
  /** SHA-256 of the seed, published before the term opened. */
  seedHash: safeStringSchema,
  /** Revealed at the draw. */
  seed: safeStringSchema.nullable(),
  /** SHA-256 over the bets accepted before the cut-off (the value that did not exist before it). */
  betsDigest: safeStringSchema.nullable(),
  /**
   * The drand round the draw uses (the first published after `closesAt`), fixed before the term opens; null
   * for a term drawn before the beacon. See GET /api/fairness/beacon/:round.
   */
  beaconRound: z.number().int().nullable(),
  /** That round's randomness (SHA-256 of its signature), once drawn. */
  beaconRandomness: safeStringSchema.nullable(),
  outcome: z.array(z.number().int()).nullable(),
});
export type LotteryTermView = z.infer<typeof lotteryTermViewSchema>;

/** VOID: the term was void (its beacon round never came) and the stake went back. */
export const LOTTERY_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'VOID'] as const;

export const lotteryBetViewSchema = z.object({
  id: z.number().int(),
  termId: z.number().int(),
  termLabel: safeStringSchema,
  gameId: lotteryGameIdSchema,
  /** The player's public name (nickname or a masked username). */
  player: safeStringSchema,
  selection: lotterySelectionSchema,
  betAmount: z.number(),
  currencyId: safeStringSchema,
  /** The multiplier paid (after the fee), once won. */
  multiplier: z.number().nullable(),
  winAmount: z.number(),
  status: z.enum(LOTTERY_BET_STATUSES),
  /** The shared bet this one followed, if any. */
  followedBetId: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type LotteryBetView = z.infer<typeof lotteryBetViewSchema>;

export const lotteryRoomViewSchema = z.object({
  id: z.number().int(),
  gameId: lotteryGameIdSchema,
  periodSeconds: z.number().int(),
  name: safeStringSchema,
  enabled: z.boolean(),
  /** Where the room stands in the rooms list (lowest first). */
  sortOrder: z.number().int(),
  /** Sockets in the room now (across every server process). */
  online: z.number().int(),
});
export type LotteryRoomView = z.infer<typeof lotteryRoomViewSchema>;

/** A room's chat line: a player's text, or a bet the server posted from the real bet row. */
export const lotteryChatMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  player: safeStringSchema,
  /** The sender's VIP level (the client shows it +1 unless disableVipPlus). */
  vipLevel: z.number().int(),
  kind: z.enum(['text', 'bet']),
  text: safeStringSchema.nullable(),
  bet: lotteryBetViewSchema.nullable(),
  createdAt: z.number().int(),
});
export type LotteryChatMessage = z.infer<typeof lotteryChatMessageSchema>;

/** GET /api/lottery/room?roomId= or ?gameId=: everything a room's page shows when it opens. */
export const lotteryRoomQuerySchema = z
  .object({ roomId: rowIdSchema.optional(), gameId: lotteryGameIdSchema.optional() })
  .refine((query) => query.roomId !== undefined || query.gameId !== undefined, 'ROOM_REQUIRED');

export const lotteryRoomStateSchema = z.object({
  room: lotteryRoomViewSchema,
  /** The term taking bets (or drawing) now. */
  term: lotteryTermViewSchema,
  /** The next term: its seed hash is published before it opens. */
  next: lotteryTermViewSchema,
  /** The last finished terms, newest first. */
  results: z.array(lotteryTermViewSchema),
  messages: z.array(lotteryChatMessageSchema),
  /** The player's bets on the current term (empty for visitors). */
  myBets: z.array(lotteryBetViewSchema),
  serverTime: z.number().int(),
});
export type LotteryRoomState = z.infer<typeof lotteryRoomStateSchema>;

/** POST /api/lottery/bet: a bet on the room's open term; `share` posts it in the room's chat. */
export const lotteryBetRequestSchema = z.object({
  roomId: rowIdSchema,
  termId: rowIdSchema,
  selection: lotterySelectionSchema,
  betAmount: amountInputSchema,
  share: z.boolean().default(false),
  requestId: requestIdSchema.optional(),
});

/** POST /api/lottery/follow: the follower's own bet on the shared bet's term and selection. */
export const lotteryFollowRequestSchema = z.object({
  messageId: rowIdSchema,
  /** The follower's stake; the shared bet's stake when omitted. */
  betAmount: amountInputSchema.optional(),
  requestId: requestIdSchema.optional(),
});

/** POST /api/lottery/share: posts one of the player's bets in a room's chat. */
export const lotteryShareRequestSchema = z.object({ roomId: rowIdSchema, betId: rowIdSchema });

export const lotteryChatSendRequestSchema = z.object({
  roomId: rowIdSchema,
  text: safeStringSchema.trim().min(1, 'MESSAGE_EMPTY').max(300, 'MESSAGE_TOO_LONG'),
});

export const lotteryChatPageQuerySchema = z.object({
  roomId: rowIdSchema,
  beforeId: rowIdSchema.optional(),
});

export const lotteryTermQuerySchema = z.object({ id: rowIdSchema });

/** GET /api/lottery/term?id=: a term with everything needed to verify its draw. */
export const lotteryTermProofSchema = z.object({
  term: lotteryTermViewSchema,
  /** The accepted bets the digest is computed over (once betting has closed). */
  bets: z.array(
    z.object({
      id: z.number().int(),
      kind: safeStringSchema,
      pick: z.array(z.number().int()),
      amountMinor: safeStringSchema,
    }),
  ),
});
export type LotteryTermProof = z.infer<typeof lotteryTermProofSchema>;

export const lotteryResultsQuerySchema = z.object({
  roomId: rowIdSchema,
  pageNo: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const lotteryMyBetsQuerySchema = z.object({ roomId: rowIdSchema.optional() });

/** Socket module names: a room (chat, shared bets, online count) and its game loop's terms. */
export const lotteryRoomModule = (roomId: number) => `lotroom-${roomId}`;
export const lotteryLoopModule = (gameId: string, periodSeconds: number) => `lot-${gameId}-${periodSeconds}`;

/** Socket message types on those modules (inside a `game-data` event). */
export const LOTTERY_SOCKET_TYPES = {
  term: 'lottery_term',
  chat: 'lottery_chat',
  online: 'lottery_online',
} as const;

/** Back office: a room (game and period length), its name and whether it is open. */
export const lotteryRoomWriteSchema = z.object({
  gameId: lotteryGameIdSchema,
  periodSeconds: lotteryPeriodSecondsSchema,
  name: safeStringSchema.trim().min(1).max(60),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type LotteryRoomWrite = z.infer<typeof lotteryRoomWriteSchema>;
