import { crashStateSchema, type CrashGameId, type CrashState } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';
import { syncServerClock } from '../../../lib/api/server-clock';

/** GET /api/game/{game}/state: the round, its bets, the last crash points and the chain's commitment. */
export async function getCrashState(gameId: CrashGameId): Promise<CrashState> {
  const state = crashStateSchema.parse(
    unwrapModel(await apiGet(`/api/game/${gameId}/state`, { noAlert: true })),
  );
  // The curve is drawn from the server's clock: learn its offset from the state's own timestamp.
  syncServerClock(state.serverTime);
  return state;
}
