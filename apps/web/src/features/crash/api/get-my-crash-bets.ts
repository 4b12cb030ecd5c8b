import { crashBetViewSchema, STATUS, type CrashBetView, type CrashGameId } from '@casino/contracts';
import { z } from 'zod';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/game/{game}/my_bets: the player's last bets, newest first. */
export async function getMyCrashBets(gameId: CrashGameId): Promise<CrashBetView[]> {
  const envelope = await apiGet(`/api/game/${gameId}/my_bets`, { noAlert: true, noLogin: true });
  if (envelope.status !== STATUS.SUCCESS) throw new ApiStatusError(envelope);
  return z.array(crashBetViewSchema).parse(envelope.list ?? []);
}
