import { lotteryRoomViewSchema, type LotteryRoomView } from '@casino/contracts';

import { api } from '../../../lib/api';
import type { LotteryRoomWrite } from './create-lottery-room';

/** PUT /api/operator/lottery/rooms/:id: renames, reorders, closes or reopens a room. */
export async function updateLotteryRoom(id: number, room: LotteryRoomWrite): Promise<LotteryRoomView> {
  const { model } = await api('PUT', `/lottery/rooms/${id}`, { body: room });
  return lotteryRoomViewSchema.parse(model);
}
