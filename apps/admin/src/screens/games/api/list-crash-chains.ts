import { crashDeskChainSchema, type CrashDeskChain } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const chainsSchema = z.array(crashDeskChainSchema);

/** Query key of the crash chains list, refreshed after a salt step. */
export const CRASH_CHAINS_KEY = ['crash-chains'] as const;

/** GET /api/operator/crash/chains: the latest hash chains, their salt lifecycle and rounds dealt and left. */
export async function listCrashChains(): Promise<CrashDeskChain[]> {
  const { list } = await api('GET', '/crash/chains');
  return chainsSchema.parse(list ?? []);
}

/** The crash chains. */
export function useCrashChains() {
  return useQuery({ queryKey: CRASH_CHAINS_KEY, queryFn: listCrashChains });
}
