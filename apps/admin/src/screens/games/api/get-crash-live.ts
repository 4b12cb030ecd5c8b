import { crashLiveGameSchema, type CrashLiveGame } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

/** How often the live view asks again: a round's phases last seconds, a staff screen needs no sub-second. */
const LIVE_REFRESH_MS = 1_000;

const liveSchema = z.array(crashLiveGameSchema);

/** GET /api/operator/crash/live: per crash game, the round in play with its bets, the queue, the latest. */
export async function getCrashLive(): Promise<CrashLiveGame[]> {
  const { list } = await api('GET', '/crash/live');
  return liveSchema.parse(list ?? []);
}

/** The crash games' live view, read again every second. */
export function useCrashLive() {
  return useQuery({ queryKey: ['crash-live'], queryFn: getCrashLive, refetchInterval: LIVE_REFRESH_MS });
}
