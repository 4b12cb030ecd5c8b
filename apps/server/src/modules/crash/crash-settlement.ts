import { crashPayout } from '@casino/game-math';

import type { Tx } from '../../db/client.ts';
import type { Cashier } from '../wallet/index.ts';
import { loseOpenBets, settleBet, type BetRow } from './crash-bets.repo.ts';
import { CRASH_LEDGER } from './crash.ledger.ts';

/** A bet paid out, with the player's cash right after its payout (pushed to the player after the commit). */
export interface PaidBet {
  bet: BetRow;
  cashMinor: bigint;
}

/**
 * Pays a bet out at `hundredths` inside the caller's transaction, once: the bet leaves OPEN (a racing
 * settlement gets nothing) and the cashier pays stake × multiplier, counting the stake as wagered.
 */
export async function payOutBet(
  tx: Tx,
  cashier: Cashier,
  bet: BetRow,
  hundredths: number,
): Promise<PaidBet | undefined> {
  const payoutMinor = crashPayout(bet.stakeMinor, hundredths);
  const settled = await settleBet(tx, bet.id, { status: 'WON', cashedOutAt: hundredths, payoutMinor });
  if (!settled) return undefined;
  const wallet = await cashier.wallet(tx, bet.userId, bet.currencyId);
  const cashMinor = await cashier.settle(tx, wallet, {
    kind: CRASH_LEDGER.kind.crash_payout,
    reference: `crashbet:${bet.id}`,
    amountMinor: payoutMinor,
    wageredMinor: bet.stakeMinor,
    details: { gameId: bet.gameId, cashedOutAt: hundredths },
  });
  // A cash-out pays at least the stake, so money always moves and the cashier answers the new cash.
  if (cashMinor === undefined) throw new Error(`crash bet ${bet.id} paid out nothing`);
  return { bet: settled, cashMinor };
}

/** Loses every bet still open when the round crashes; their stakes count as wagered. */
export async function loseRemainingBets(tx: Tx, cashier: Cashier, roundId: number): Promise<BetRow[]> {
  const lost = await loseOpenBets(tx, roundId);
  const losses = [];
  for (const bet of lost) {
    losses.push({ wallet: await cashier.wallet(tx, bet.userId, bet.currencyId), stakeMinor: bet.stakeMinor });
  }
  await cashier.countWagered(tx, losses);
  return lost;
}
