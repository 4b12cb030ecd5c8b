import type { chatMuteRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/chat/mute takes. */
export type ChatMuteRequest = z.input<typeof chatMuteRequestSchema>;

/** POST /api/operator/chat/mute: silences a player in every room's chat for some minutes. */
export async function mutePlayer(request: ChatMuteRequest): Promise<void> {
  await api('POST', '/chat/mute', { body: request });
}
