import { lotteryRoomViewSchema, STATUS, type LotteryRoomView } from '@casino/contracts';
import { z } from 'zod';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/lottery/rooms: every open room of every game, in the site's order. */
export async function getLotteryRooms(): Promise<LotteryRoomView[]> {
  const envelope = await apiGet('/api/lottery/rooms', { noAlert: true, noLogin: true });
  if (envelope.status !== STATUS.SUCCESS) throw new ApiStatusError(envelope);
  return z.array(lotteryRoomViewSchema).parse(envelope.list ?? []);
}
