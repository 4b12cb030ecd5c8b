import {
  crashChainViewSchema,
  crashDeskChainSchema,
  crashLiveGameSchema,
  type CrashChainView,
  type CrashDeskChain,
  type CrashLiveGame,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

const chainsSchema = z.array(crashDeskChainSchema);
const liveSchema = z.array(crashLiveGameSchema);

/** Query key of the crash chains list. */
export const crashChainKeys = { all: ['crash-chains'] as const, live: ['crash-live'] as const };

/** GET /api/operator/crash/chains: the latest hash chains, their salt lifecycle and rounds dealt and left. */
export async function fetchCrashChains(): Promise<CrashDeskChain[]> {
  const { list } = await api('GET', '/crash/chains');
  return chainsSchema.parse(list ?? []);
}

/** POST /api/operator/crash/chains/:id/salt-announcement: publishes where the salt will come from. */
export async function announceCrashSalt(chainId: number, announcement: string): Promise<CrashChainView> {
  const { model } = await api('POST', `/crash/chains/${chainId}/salt-announcement`, {
    body: { announcement },
  });
  return crashChainViewSchema.parse(model);
}

/** POST /api/operator/crash/chains/:id/salt: sets the announced value once it is public; rounds start. */
export async function setCrashSalt(chainId: number, salt: string): Promise<CrashChainView> {
  const { model } = await api('POST', `/crash/chains/${chainId}/salt`, { body: { salt } });
  return crashChainViewSchema.parse(model);
}

/** GET /api/operator/crash/live: per crash game, the round in play with its bets, the queue, the latest. */
export async function fetchCrashLive(): Promise<CrashLiveGame[]> {
  const { list } = await api('GET', '/crash/live');
  return liveSchema.parse(list ?? []);
}
