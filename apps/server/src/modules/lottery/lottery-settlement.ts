import type { LotteryGameId } from '@casino/contracts';
import { crashPayout, paidHundredths } from '@casino/game-math';

import type { Tx } from '../../db/client.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { betsOfTerm, settleBet, type LotteryBetRow, type TermRow } from './lottery.repo.ts';
import { LOTTERY_LEDGER } from './lottery.ledger.ts';

// A term's bets settled inside its draw's (or its voiding's) transaction, each exactly once.

export interface SettledBet {
  bet: LotteryBetRow;
  /** The winner's cash after the payout. */
  cashMinor: bigint | undefined;
}

/** Settles every open bet of a drawn term inside the draw's transaction: winners paid, losers counted. */
export async function settleTermBets(
  tx: Tx,
  cashier: Cashier,
  term: TermRow,
  outcome: readonly number[],
): Promise<SettledBet[]> {
  const gameId = term.gameId as LotteryGameId;
  const settled: SettledBet[] = [];
  const losses: { wallet: Wallet; stakeMinor: bigint }[] = [];
  for (const open of await betsOfTerm(tx, term.id)) {
    if (open.status !== 'OPEN') continue;
    const multiplier = paidHundredths(gameId, { kind: open.kind, pick: open.pick }, outcome);
    const payoutMinor = crashPayout(open.stakeMinor, multiplier);
    const bet = await settleBet(tx, open.id, {
      status: payoutMinor > 0n ? 'WON' : 'LOST',
      multiplier,
      payoutMinor,
    });
    if (!bet) continue;
    const wallet = await cashier.wallet(tx, bet.userId, bet.currencyId);
    if (payoutMinor === 0n) {
      losses.push({ wallet, stakeMinor: bet.stakeMinor });
      settled.push({ bet, cashMinor: undefined });
      continue;
    }
    const cashMinor = await cashier.settle(tx, wallet, {
      kind: LOTTERY_LEDGER.kind.lottery_payout,
      reference: `lotterybet:${bet.id}`,
      amountMinor: payoutMinor,
      wageredMinor: bet.stakeMinor,
      details: { gameId, term: term.number, multiplier },
    });
    settled.push({ bet, cashMinor });
  }
  await cashier.countWagered(tx, losses);
  return settled;
}

/** Gives back every open bet's stake of a void term inside its transaction (not counted as wagered). */
export async function refundTermBets(tx: Tx, cashier: Cashier, term: TermRow): Promise<SettledBet[]> {
  const refunded: SettledBet[] = [];
  for (const open of await betsOfTerm(tx, term.id)) {
    if (open.status !== 'OPEN') continue;
    // The stake comes back whole (1.00×): in the reports a void bet neither wins nor loses.
    const bet = await settleBet(tx, open.id, {
      status: 'VOID',
      multiplier: 100,
      payoutMinor: open.stakeMinor,
    });
    if (!bet) continue;
    const wallet = await cashier.wallet(tx, bet.userId, bet.currencyId);
    const cashMinor = await cashier.refund(tx, wallet, {
      kind: LOTTERY_LEDGER.kind.lottery_refund,
      reference: `lotterybet:${bet.id}`,
      amountMinor: bet.stakeMinor,
      details: { gameId: term.gameId, term: term.number, reason: 'BEACON_TIMEOUT' },
    });
    refunded.push({ bet, cashMinor });
  }
  return refunded;
}
