import type { playerWithdrawStandingRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What the withdrawal-standing call changes (wagering still due in major units, KYC); an absent field stays. */
export type WithdrawStanding = z.input<typeof playerWithdrawStandingRequestSchema>;

/** POST /api/operator/players/withdraw_standing (finance): wagering still due and KYC state. */
export async function setWithdrawStanding(standing: WithdrawStanding): Promise<void> {
  await api('POST', '/players/withdraw_standing', { body: standing });
}
