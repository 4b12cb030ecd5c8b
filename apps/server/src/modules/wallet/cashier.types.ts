import type { Queryable, Tx } from '../../db/client.ts';
import type { Wallet } from './accounts.ts';
import type { PostingCall } from './postings.ts';

/** What a player holds in one currency, in minor units. */
export interface Balances {
  cash: bigint;
  taskBonus: bigint;
  registerBonus: bigint;
  /** Still to be wagered before a withdrawal. */
  wagering: bigint;
}

/**
 * How a bet's settlement moves money, for a statement that settles its own row and moves the money in
 * one round trip: a posting (a payout, with the stake counted as wagered), or only the stake counted.
 */
export type SettlementMoney =
  { kind: 'post'; call: PostingCall } | { kind: 'wager'; account: number; stakeMinor: bigint };

/**
 * What every real-money stake asks before it is taken, inside the same transaction (responsible gaming:
 * exclusions, reality checks, limits). It throws the refusal; it moves no money.
 */
export interface StakeGuard {
  admitStake(tx: Tx, wallet: Wallet, amountMinor: bigint): Promise<void>;
  /** Throws the refusals that need no lock; true when the stake needs `admitStake` in its transaction. */
  precheck(queryable: Queryable, userId: number): Promise<boolean>;
}
