import { crashChainViewSchema, type CrashChainView } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/crash/chains/:id/salt: sets the announced value once it is public; rounds start. */
export async function setCrashSalt(chainId: number, salt: string): Promise<CrashChainView> {
  const { model } = await api('POST', `/crash/chains/${chainId}/salt`, { body: { salt } });
  return crashChainViewSchema.parse(model);
}
