import { pushEventSchema, SOCKET_EVENTS, socketMessageSchema, type SocketMessage } from '@casino/contracts';

/**
 * Turns a raw socket payload into a checked message (spec §3 "Socket message", §7 "Realtime"): the message
 * itself may arrive as a JSON string or an object, and so may its `data`. Event pushes must carry a valid
 * push event payload. Anything that fails the contracts schemas answers null and is dropped by the caller.
 */
export function parseSocketMessage(event: string, raw: unknown): SocketMessage | null {
  const parsed = socketMessageSchema.safeParse(fromJson(raw));
  if (!parsed.success) return null;
  const message: SocketMessage = { ...parsed.data };
  if (message.data !== undefined) message.data = fromJson(message.data);
  if (event === SOCKET_EVENTS.event && !pushEventSchema.safeParse(message.data).success) return null;
  return message;
}

/** A JSON string becomes its value; anything else (or text that is not JSON) stays as it is. */
function fromJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** How long to hold a message before handling it: its delaySeconds, in ms (spec §4 "Realtime connection"). */
export function handlingDelayMs(message: SocketMessage): number {
  return Math.round((message.delaySeconds ?? 0) * 1000);
}
