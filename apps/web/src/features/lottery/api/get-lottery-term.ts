import { lotteryTermProofSchema, type LotteryTermProof } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/lottery/term?id=: a term with its revealed seed and the bets its digest covers. */
export async function getLotteryTerm(id: number): Promise<LotteryTermProof> {
  return lotteryTermProofSchema.parse(
    unwrapModel(await apiGet('/api/lottery/term', { query: { id }, noAlert: true, noLogin: true })),
  );
}
