import { crashChainViewSchema, type CrashChainView } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/crash/chains/:id/salt-announcement: publishes where the salt will come from. */
export async function announceCrashSalt(chainId: number, announcement: string): Promise<CrashChainView> {
  const { model } = await api('POST', `/crash/chains/${chainId}/salt-announcement`, {
    body: { announcement },
  });
  return crashChainViewSchema.parse(model);
}
