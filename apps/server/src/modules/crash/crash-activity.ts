import { crashBets } from './crash.tables.ts';

/**
 * The crash games' settled bets as the lobby's activity ticker reads them (issue 13): a won bet's
 * multiplier is its cash-out point.
 */
export const CRASH_ACTIVITY = {
  key: 'crash',
  table: crashBets,
  id: crashBets.id,
  gameId: crashBets.gameId,
  userId: crashBets.userId,
  currencyId: crashBets.currencyId,
  stakeMinor: crashBets.stakeMinor,
  payoutMinor: crashBets.payoutMinor,
  status: crashBets.status,
  settledAt: crashBets.settledAt,
  won: 'WON',
  multiplierX100: crashBets.cashedOutAt,
};
