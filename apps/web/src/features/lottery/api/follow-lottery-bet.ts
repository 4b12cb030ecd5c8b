import type { Envelope, LotteryBetView } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** The input of POST /api/lottery/follow. */
export interface LotteryFollowInput {
  /** The chat line that shares the bet. */
  messageId: number;
  /** The follower's own stake. */
  betAmount: number;
  /** Makes a retried follow the same bet. */
  requestId: string;
}

/** POST /api/lottery/follow: the follower's own bet on the shared bet's term and selection. */
export function followLotteryBet(input: LotteryFollowInput): Promise<Envelope<LotteryBetView>> {
  return apiPost<LotteryBetView>('/api/lottery/follow', { ...input }, { noAlert: true });
}
