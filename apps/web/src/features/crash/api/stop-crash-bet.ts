import type { CrashBetView, CrashGameId, Envelope } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** POST /api/game/{game}/stop: cashes the slot's flying bet out at the server's multiplier. */
export function stopCrashBet(gameId: CrashGameId, slot: number): Promise<Envelope<CrashBetView>> {
  return apiPost<CrashBetView>(`/api/game/${gameId}/stop`, { slot }, { noAlert: true });
}
