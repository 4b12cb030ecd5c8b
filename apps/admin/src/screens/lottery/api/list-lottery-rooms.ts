import { lotteryRoomViewSchema, type LotteryRoomView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const roomsSchema = z.array(lotteryRoomViewSchema);

/** Query key of the rooms list, refreshed after a room is opened or saved. */
export const LOTTERY_ROOMS_KEY = ['lottery', 'rooms'] as const;

/** GET /api/operator/lottery/rooms: every room, open or closed, with who is in it now (admins). */
export async function listLotteryRooms(): Promise<LotteryRoomView[]> {
  const { list } = await api('GET', '/lottery/rooms');
  return roomsSchema.parse(list ?? []);
}

/** Every lottery room. */
export function useLotteryRooms() {
  return useQuery({ queryKey: LOTTERY_ROOMS_KEY, queryFn: listLotteryRooms });
}
