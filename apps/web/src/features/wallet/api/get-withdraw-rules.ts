import { withdrawRulesSchema } from '@casino/contracts';
import type { z } from 'zod';

import { walletPost } from './wallet-call';

/** Limits and requirements of a withdrawal for this player. */
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>;

/** POST /api/withdraw/rules. */
export async function getWithdrawRules(): Promise<WithdrawRules> {
  const envelope = await walletPost('/api/withdraw/rules');
  return withdrawRulesSchema.parse(envelope.model);
}
