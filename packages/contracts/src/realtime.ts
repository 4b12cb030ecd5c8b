import { z } from 'zod';

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

export const moduleNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'MODULE_NAME_INVALID');

/** POST /api/sockmsg/join: the module names, as a bare list or `{ modules }`. */
export const sockJoinRequestSchema = z
  .union([z.array(moduleNameSchema).max(20), z.object({ modules: z.array(moduleNameSchema).max(20) })])
  .transform((value) => (Array.isArray(value) ? value : value.modules));

export const sockInitModelSchema = z.object({ token: z.string(), nodeKey: z.string() });

/** A message on the wire (spec §3 "Socket message"); `data` may also arrive as a JSON string. */
export const socketMessageSchema = z.object({
  type: z.string().max(32),
  userId: z.number().int().optional(),
  balance: z.number().optional(),
  delaySeconds: z.number().min(0).max(600).optional(),
  bet: z.unknown().optional(),
  data: z.unknown().optional(),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** The `event` push payload (spec §3 "Push event payload"). */
export const pushEventSchema = z.object({
  event: z.string().max(64),
  extra: z
    .object({ pop: z.boolean().optional(), title: z.string().optional(), description: z.string().optional() })
    .passthrough()
    .optional(),
});
export type PushEvent = z.infer<typeof pushEventSchema>;
