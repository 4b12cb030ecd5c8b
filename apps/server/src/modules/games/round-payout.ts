import { payoutOf, type GameEngine } from '@casino/game-math';

import type { RoundRow } from './rounds.repo.ts';

/**
 * The stake times the current multiplier, with the profit capped at the round's max win: what a cash-out
 * pays, and so also what the bet view promises before it (one computation for both).
 */
export function payoutNow(round: RoundRow, engine: GameEngine<unknown, unknown>, state: unknown): bigint {
  const payout = payoutOf(round.stakeMinor, engine.multiplier(state, round.rtpBasisPoints));
  const cap = round.stakeMinor + round.maxWinMinor;
  return payout > cap ? cap : payout;
}
