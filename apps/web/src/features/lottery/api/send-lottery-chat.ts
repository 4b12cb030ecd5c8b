import type { Envelope, LotteryChatMessage } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** POST /api/lottery/chat/send: a line of text in the room's chat (the room is told by a push). */
export function sendLotteryChat(roomId: number, text: string): Promise<Envelope<LotteryChatMessage>> {
  return apiPost<LotteryChatMessage>('/api/lottery/chat/send', { roomId, text }, { noAlert: true });
}
