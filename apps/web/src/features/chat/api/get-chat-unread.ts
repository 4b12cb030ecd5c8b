import { chatUnreadSchema } from '@casino/contracts';

import { apiGet } from '../../../lib/api/client';

/** How many support messages the player has not read (0 when the call failed: a badge is not worth an alert). */
export async function getChatUnread(): Promise<number> {
  const answer = await apiGet('/api/chat/unread', { noAlert: true, noLogin: true });
  if (answer.status !== 0) return 0;
  const parsed = chatUnreadSchema.safeParse(answer.model);
  return parsed.success ? parsed.data.unread : 0;
}
