import { lotteryRoomViewSchema, type LotteryRoomView, type lotteryRoomWriteSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST and PUT /api/operator/lottery/rooms take: the room's game, period, name and state. */
export type LotteryRoomWrite = z.input<typeof lotteryRoomWriteSchema>;

/** POST /api/operator/lottery/rooms: opens a new room. */
export async function createLotteryRoom(room: LotteryRoomWrite): Promise<LotteryRoomView> {
  const { model } = await api('POST', '/lottery/rooms', { body: room });
  return lotteryRoomViewSchema.parse(model);
}
