import { chatUnreadSchema } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** Marks support's messages read up to `messageId` (the newest when absent); answers the unread count left. */
export async function markChatRead(messageId?: number): Promise<number | null> {
  const answer = await apiPost('/api/chat/read', messageId === undefined ? {} : { messageId }, {
    noAlert: true,
    noLogin: true,
  });
  if (answer.status !== 0) return null;
  const parsed = chatUnreadSchema.safeParse(answer.model);
  return parsed.success ? parsed.data.unread : null;
}
