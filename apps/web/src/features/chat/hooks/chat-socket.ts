import { chatSocketDataSchema, type ChatSocketData, type SocketMessage } from '@casino/contracts';

/** The chat payload of a `chat` socket message, or null when it is not one (dropped, never trusted). */
export function chatDataOf(message: SocketMessage): ChatSocketData | null {
  const parsed = chatSocketDataSchema.safeParse(message.data);
  return parsed.success ? parsed.data : null;
}
