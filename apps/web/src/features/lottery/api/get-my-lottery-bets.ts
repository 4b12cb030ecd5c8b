import { lotteryBetViewSchema, STATUS, type LotteryBetView } from '@casino/contracts';
import { z } from 'zod';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/lottery/my_bets?roomId=: the player's last bets in a room, newest first. */
export async function getMyLotteryBets(roomId: number): Promise<LotteryBetView[]> {
  const envelope = await apiGet('/api/lottery/my_bets', { query: { roomId }, noAlert: true, noLogin: true });
  if (envelope.status !== STATUS.SUCCESS) throw new ApiStatusError(envelope);
  return z.array(lotteryBetViewSchema).parse(envelope.list ?? []);
}
