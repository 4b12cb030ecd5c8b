import { lotteryRoomStateSchema, type LotteryGameId, type LotteryRoomState } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';
import { syncServerClock } from '../../../lib/api/server-clock';

/** Which room to open: by its id, or the game's first room. */
export type LotteryRoomAddress = { roomId: number } | { gameId: LotteryGameId };

/** GET /api/lottery/room: the room, its current and next terms, the last results and chat lines. */
export async function getLotteryRoom(address: LotteryRoomAddress): Promise<LotteryRoomState> {
  const state = lotteryRoomStateSchema.parse(
    unwrapModel(await apiGet('/api/lottery/room', { query: address, noAlert: true, noLogin: true })),
  );
  // The countdown is computed from the server's clock: learn its offset from the state's own timestamp.
  syncServerClock(state.serverTime);
  return state;
}
