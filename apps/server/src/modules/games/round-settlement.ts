import type { Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { payoutNow } from './round-payout.ts';
import { engineOf } from './rounds.presenter.ts';
import { settleRound, type RoundMoney, type RoundRow, type RoundSeed } from './rounds.repo.ts';
import { GAMES_LEDGER } from './games.ledger.ts';

/** An open round as a move finds it, with what its settlement needs loaded before the transaction. */
export interface HeldRound {
  round: RoundRow;
  seed: RoundSeed;
  decimalLength: number;
  /** The player's wallet for a real-money round; undefined for demo play. */
  wallet: Wallet | undefined;
}

/** A round settled in a transaction, and the balance it left (undefined when no money moved). */
export interface SettledRound {
  round: RoundRow;
  balanceMinor: bigint | undefined;
}

/**
 * How finish_hold ends an open round, the way the player would be least surprised by: a round with
 * progress and a cash-out is cashed out; a round without a move yet is refunded (nothing of its outcome
 * was shown, so it is void and counts as no wager); a scratch ticket is revealed; a thimbles chain in
 * progress is forfeited.
 */
export function heldOutcome(round: RoundRow): { state: unknown; payoutMinor: bigint; voided: boolean } {
  const engine = engineOf(round.gameId);
  if (engine.move.call === 'reveal') {
    const moved = engine.play(round.state, 0);
    if (!moved.ok) throw new ApiError('ROUND_FINISHED');
    const { state, result } = moved.value;
    return { state, payoutMinor: result === 'lost' ? 0n : payoutNow(round, engine, state), voided: false };
  }
  if (engine.steps(round.state) === 0) {
    return { state: round.state, payoutMinor: round.stakeMinor, voided: true };
  }
  const payoutMinor = engine.cashOut ? payoutNow(round, engine, round.state) : 0n;
  return { state: round.state, payoutMinor, voided: false };
}

/**
 * Settles a held round once, in one statement: the row from OPEN to WIN or LOSE (guarded by the version
 * read: undefined when a racing call got there first, and then no money moves) together with its money — the demo balance, or the cashier's
 * settlement (the stake counts as wagered unless the round was voided, then it is refunded).
 */
export async function settleHeldRound(
  tx: Tx,
  cashier: Cashier,
  held: HeldRound,
  outcome: { state: unknown; payoutMinor: bigint; voided?: boolean },
): Promise<SettledRound | undefined> {
  const { round, wallet } = held;
  let money: RoundMoney;
  if (round.demo) money = { kind: 'demo', deltaMinor: outcome.payoutMinor };
  else if (!wallet) throw new Error(`real-money round ${round.id} settled without the player's wallet`);
  else {
    money = cashier.settlement(wallet, {
      kind: outcome.voided ? GAMES_LEDGER.kind.bet_refund : GAMES_LEDGER.kind.bet_payout,
      reference: `round:${round.id}`,
      amountMinor: outcome.payoutMinor,
      wageredMinor: outcome.voided ? 0n : round.stakeMinor,
      details: { gameId: round.gameId },
    });
  }
  const settled = await settleRound(
    tx,
    round,
    {
      status: outcome.payoutMinor > 0n ? 'WIN' : 'LOSE',
      payoutMinor: outcome.payoutMinor,
      state: outcome.state,
    },
    money,
  );
  return settled;
}
