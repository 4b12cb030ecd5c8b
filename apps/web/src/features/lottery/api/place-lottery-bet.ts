import type { Envelope, LotteryBetView, LotterySelection } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';

/** The input of POST /api/lottery/bet. */
export interface LotteryBetInput {
  roomId: number;
  /** The term taking bets now. */
  termId: number;
  selection: LotterySelection;
  betAmount: number;
  /** Post the bet in the room's chat. */
  share: boolean;
  /** Makes a retried bet the same bet. */
  requestId: string;
}

/** POST /api/lottery/bet: a bet on the room's open term; `extra` carries the new balance. */
export function placeLotteryBet(input: LotteryBetInput): Promise<Envelope<LotteryBetView>> {
  return apiPost<LotteryBetView>('/api/lottery/bet', { ...input }, { noAlert: true });
}
