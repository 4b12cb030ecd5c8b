import { z } from 'zod';

import { rowIdSchema, safeRecordSchema, safeStringSchema } from './fields.ts';

/** Socket.IO path of the realtime layer (spec §7 "Realtime"). */
export const SOCKET_PATH = '/sock.io/';

/** Events the client listens for (spec §7). */
export const SOCKET_EVENTS = {
  gameData: 'game-data',
  bet: 'bet',
  betBegin: 'bet-begin',
  betWin: 'bet-win',
  global: 'global',
  balance: 'balance',
  event: 'event',
  join: 'join',
} as const;

export const moduleNameSchema = safeStringSchema.regex(/^[A-Za-z0-9_-]{1,32}$/, 'MODULE_NAME_INVALID');

/** POST /api/sockmsg/join: the module names, as a bare list or `{ modules }`. */
export const sockJoinRequestSchema = z
  .union([z.array(moduleNameSchema).max(20), z.object({ modules: z.array(moduleNameSchema).max(20) })])
  .transform((value) => (Array.isArray(value) ? value : value.modules));

export const sockInitModelSchema = z.object({ token: safeStringSchema, nodeKey: safeStringSchema });

/** A message on the wire (spec §3 "Socket message"); `data` may also arrive as a JSON string. */
export const socketMessageSchema = z.object({
  type: safeStringSchema.max(32),
  userId: z.number().int().optional(),
  balance: z.number().optional(),
  delaySeconds: z.number().min(0).max(600).optional(),
  bet: z.unknown().optional(),
  /** Several bets in one message: the live bet feed of a crash game sends each tick's bets together. */
  bets: z.array(z.unknown()).optional(),
  data: z.unknown().optional(),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** The `event` push payload (spec §3 "Push event payload"). */
export const pushEventSchema = z.object({
  event: safeStringSchema.max(64),
  extra: z
    .object({
      pop: z.boolean().optional(),
      title: safeStringSchema.optional(),
      description: safeStringSchema.optional(),
    })
    .passthrough()
    .optional(),
});
export type PushEvent = z.infer<typeof pushEventSchema>;

/** Push events the client knows by name (spec §4 "Session"); any other event shows a notice popup. */
export const PUSH_EVENTS = {
  /** A deposit was credited: the client rechecks purchases and offers the app. */
  rechargeSuccess: 'RECHARGE_SUCCESS',
  /** A notice was published (extra.noticeId names it). */
  notice: 'NOTICE',
  /** A money rain started (extra.id, extra.endTime): the client may open the red-packet popup. */
  moneyRain: 'MONEY_RAIN',
} as const;

/** Notice types the client reacts to specially (spec §4 "Notice popup types"); others are plain messages. */
export const NOTICE_TYPES = ['SYSTEM', 'NOT_LOGGED_IN', 'NOT_RECHARGED', 'COMPLETE_REGISTRATION'] as const;

export const noticePageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const noticeIdQuerySchema = z.object({ id: rowIdSchema });

export const noticeItemSchema = z.object({
  id: z.number().int(),
  type: safeStringSchema,
  title: safeStringSchema,
  content: safeStringSchema,
  popup: z.unknown().nullable(),
  pushed: z.boolean(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** Back office (support): a notice to one player or to everyone, optionally pushed live as a popup. */
export const createNoticeRequestSchema = z.object({
  userId: z.number().int().positive().optional(),
  type: z.enum(NOTICE_TYPES).default('SYSTEM'),
  title: safeStringSchema.trim().min(1).max(120),
  content: safeStringSchema.trim().min(1).max(4_000),
  popup: safeRecordSchema.optional(),
  push: z.boolean().default(true),
});

/** Back office (support): a live push event to one player or to everyone (spec §3 "Push event payload"). */
export const createPushRequestSchema = z.object({
  userId: z.number().int().positive().optional(),
  event: safeStringSchema.regex(/^[A-Z][A-Z0-9_]{1,63}$/),
  extra: z
    .object({
      pop: z.boolean().optional(),
      title: safeStringSchema.max(120).optional(),
      description: safeStringSchema.max(1_000).optional(),
    })
    .optional(),
});

/**
 * A configured notice popup (spec §3 "Notice event" and "Notice popup config"): the newest notice to
 * everyone of a popup type, checked every `interval` seconds (0 = once per page load). The operator writes
 * `interval` and the popup's look in the notice's `popup`.
 */
export const noticePopupEntrySchema = z.object({
  type: z.enum(['NOT_LOGGED_IN', 'NOT_RECHARGED']),
  interval: z.number().int().min(0).max(86_400),
  noticeId: z.number().int(),
  title: safeStringSchema,
  content: safeStringSchema,
  popup: z.object({
    bg: safeStringSchema.optional(),
    link: safeStringSchema.optional(),
    buttonText: safeStringSchema.optional(),
    buttonBg: safeStringSchema.optional(),
    buttonTextColor: safeStringSchema.optional(),
    contentTextColor: safeStringSchema.optional(),
    contentTextSize: z.number().optional(),
    contentPadding: z.number().optional(),
    buttonMargin: z.number().optional(),
    enableMaskClose: z.boolean().optional(),
  }),
});
export type NoticePopupEntry = z.infer<typeof noticePopupEntrySchema>;
