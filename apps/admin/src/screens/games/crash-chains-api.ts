import { crashChainViewSchema, type CrashChainView } from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

const chainsSchema = z.array(crashChainViewSchema);

/** Query key of the crash chains list. */
export const crashChainKeys = { all: ['crash-chains'] as const };

/** GET /api/operator/crash/chains: the latest hash chains, with where each stands in its salt lifecycle. */
export async function fetchCrashChains(): Promise<CrashChainView[]> {
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
