import { chatMessageSchema, type ChatMessage } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** What a send answered: the stored message, or the server's status and message key. */
export type SendChatResult =
  | { ok: true; message: ChatMessage }
  | { ok: false; status: number; message?: string | undefined; extra?: unknown };

/** Sends a text or an uploaded image to support. Errors come back to the composer, not as alerts. */
export async function sendChatMessage(
  content: { text: string } | { imageId: string },
): Promise<SendChatResult> {
  const answer = await apiPost('/api/chat/send', content, { noAlert: true });
  if (answer.status !== 0)
    return { ok: false, status: answer.status, message: answer.message, extra: answer.extra };
  const parsed = chatMessageSchema.safeParse(answer.model);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, status: -1 };
}
