import { playerBalanceSchema, type PlayerBalance, type playerAdjustRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What a balance adjustment sends: a signed major-unit amount (e.g. "-5.00") and the dialog's request id. */
export type Adjustment = z.input<typeof playerAdjustRequestSchema>;

/** POST /api/operator/players/:id/adjust (finance): credits or debits cash; a retry with the same id is one. */
export async function adjustBalance(userId: number, adjustment: Adjustment): Promise<PlayerBalance> {
  const { model } = await api('POST', `/players/${userId}/adjust`, { body: adjustment });
  return playerBalanceSchema.parse(model);
}
