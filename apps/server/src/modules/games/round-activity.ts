import { gameRounds } from './games.tables.ts';

/**
 * The single-player games' settled rounds as the lobby's activity ticker reads them (issue 13): real-money
 * rounds only, a win is a round that paid.
 */
export const ROUND_ACTIVITY = {
  key: 'round',
  table: gameRounds,
  id: gameRounds.id,
  gameId: gameRounds.gameId,
  userId: gameRounds.userId,
  currencyId: gameRounds.currencyId,
  stakeMinor: gameRounds.stakeMinor,
  payoutMinor: gameRounds.payoutMinor,
  status: gameRounds.status,
  settledAt: gameRounds.settledAt,
  won: 'WIN',
  excluded: gameRounds.demo,
};
