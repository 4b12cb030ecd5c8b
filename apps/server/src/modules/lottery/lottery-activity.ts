import { lotteryBets } from './lottery.tables.ts';

/**
 * The lottery's settled bets as the lobby's activity ticker reads them (issue 13): a won bet's multiplier
 * is its pay table's.
 */
export const LOTTERY_ACTIVITY = {
  key: 'lottery',
  table: lotteryBets,
  id: lotteryBets.id,
  gameId: lotteryBets.gameId,
  userId: lotteryBets.userId,
  currencyId: lotteryBets.currencyId,
  stakeMinor: lotteryBets.stakeMinor,
  payoutMinor: lotteryBets.payoutMinor,
  status: lotteryBets.status,
  settledAt: lotteryBets.settledAt,
  won: 'WON',
  multiplierX100: lotteryBets.multiplier,
};
