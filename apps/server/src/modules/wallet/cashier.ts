import { asBigint, asNumber, run, type Queryable, type Tx } from '../../db/client.ts';
import type { Balances, SettlementMoney, StakeGuard } from './cashier.types.ts';
import {
  COUNT_WAGERED,
  COUNT_WAGERED_MANY,
  LOCK_CASH,
  POST,
  readBalances,
  SET_WAGERING,
  shortRefusal,
} from './ledger.repo.ts';
import { ApiError } from '../../platform/errors.ts';
import {
  AccountBook,
  openBudgetAccount,
  type HouseAccountKind,
  type PlayerAccountKind,
  type Wallet,
} from './accounts.ts';
import {
  LINES,
  postingCall,
  type Budget,
  type Line,
  type Movement,
  type PostingCall,
  type RewardBalance,
} from './postings.ts';

/**
 * The cashier (DESIGN §3): the only code that writes accounts and ledger rows. Every movement is one
 * balanced posting with a unique (kind, reference), written by the `ledger_post` function in one round
 * trip inside the caller's transaction; the wagering requirement moves in the same statement as the cash
 * it counts. A settlement can also be handed over as a `SettlementMoney`, for a statement that settles a
 * round and moves its money at once; the cashier still decides every line.
 *
 * It holds no database handle: reads take the handle they run on, movements take the open transaction.
 */
export class Cashier {
  private readonly book = new AccountBook();

  /** Admits each stake (the responsible-gaming rules, registered by their module); none where none is. */
  private guard: StakeGuard | undefined;

  /** Installs the rules every real-money stake is asked of (once, at start-up). */
  guardStakes(guard: StakeGuard): void {
    if (this.guard) throw new Error('the stake guard is installed once');
    this.guard = guard;
  }

  /** The player's wallet in a currency, its accounts opened on first use (see AccountBook). */
  wallet(queryable: Queryable, userId: number, currencyId: string): Promise<Wallet> {
    return this.book.wallet(queryable, userId, currencyId);
  }

  /** The house accounts of one shard in a currency. */
  houseOf(
    queryable: Queryable,
    currencyId: string,
    shard: number,
  ): Promise<Record<HouseAccountKind, number>> {
    return this.book.houseOf(queryable, currencyId, shard);
  }

  /** The player's balances in a currency (zero where an account was never opened). */
  balances(queryable: Queryable, userId: number, currencyId: string): Promise<Balances> {
    return readBalances(queryable, userId, currencyId);
  }

  /**
   * Takes a stake from the player's cash to the house. Refused with INSUFFICIENT_BALANCE when the cash is
   * short, or RECHARGE_REQUIRED (spec §8 -100) when it is empty. Returns the cash left.
   */
  async stake(tx: Tx, wallet: Wallet, movement: Movement): Promise<bigint> {
    await this.admitStake(tx, wallet, movement.amountMinor);
    return this.post(tx, this.stakeCall(wallet, movement), 'RECHARGE_REQUIRED');
  }

  /** Asks the guard whether this stake may be taken (a caller that embeds `stakeCall` asks first). */
  async admitStake(tx: Tx, wallet: Wallet, amountMinor: bigint): Promise<void> {
    await this.guard?.admitStake(tx, wallet, amountMinor);
  }

  /**
   * Before a one-statement stake: throws what refuses it outright; true when the stake must instead run
   * in a transaction that calls `admitStake` first (the player has limits on play).
   */
  async stakeNeedsTransaction(queryable: Queryable, wallet: Wallet): Promise<boolean> {
    return this.guard ? this.guard.precheck(queryable, wallet.userId) : false;
  }

  /**
   * A stake as a posting, for a statement that opens its bet and takes the stake at once. The caller
   * admits it first (`stakeNeedsTransaction`, then `admitStake` in a transaction when it says so).
   */
  stakeCall(wallet: Wallet, movement: Movement): PostingCall {
    return postingCall(wallet, movement, LINES.stake(wallet, movement.amountMinor), wallet.accounts.cash);
  }

  /**
   * How a bet settles: a payout above zero moves from the house to the player's cash, the stake counting
   * as wagered in the same statement; a payout of zero only counts the stake. `wageredMinor` is 0 for a
   * voided bet (refunded, not wagered).
   */
  settlement(wallet: Wallet, movement: Movement & { wageredMinor: bigint }): SettlementMoney {
    if (movement.amountMinor === 0n) {
      return { kind: 'wager', account: wallet.accounts.cash, stakeMinor: movement.wageredMinor };
    }
    const lines = LINES.payout(wallet, movement.amountMinor, movement.wageredMinor);
    return { kind: 'post', call: postingCall(wallet, movement, lines, wallet.accounts.cash) };
  }

  /** Settles a bet inside the caller's transaction (see `settlement`); the cash balance when money moved. */
  async settle(
    tx: Tx,
    wallet: Wallet,
    movement: Movement & { wageredMinor: bigint },
  ): Promise<bigint | undefined> {
    const money = this.settlement(wallet, movement);
    if (money.kind === 'post') return this.post(tx, money.call);
    if (money.stakeMinor > 0n) await run(tx, COUNT_WAGERED, [money.account, money.stakeMinor]);
    return undefined;
  }

  /** Gives a voided bet's stake back from the house; it does not count as wagered. */
  async refund(tx: Tx, wallet: Wallet, movement: Movement): Promise<bigint> {
    return (await this.settle(tx, wallet, { ...movement, wageredMinor: 0n })) ?? 0n;
  }

  /**
   * Takes back what a settlement paid when the result behind it is rolled back (a sportsbook's feed
   * regrading a market), as far as the player's cash holds it: a balance never goes below zero, so what
   * the player has spent already is the caller's to record as owed. Returns what it took.
   */
  async reclaim(tx: Tx, wallet: Wallet, movement: Movement): Promise<bigint> {
    const [row] = await run(tx, LOCK_CASH, [wallet.accounts.cash]);
    const held = asBigint(row?.balance_minor ?? 0);
    const amountMinor = held < movement.amountMinor ? held : movement.amountMinor;
    if (amountMinor <= 0n) return 0n;
    const lines = LINES.stake(wallet, amountMinor);
    await this.post(tx, postingCall(wallet, { ...movement, amountMinor }, lines, wallet.accounts.cash));
    return amountMinor;
  }

  /** Counts settled stakes that paid nothing against the players' wagering requirements. */
  async countWagered(tx: Tx, losses: readonly { wallet: Wallet; stakeMinor: bigint }[]): Promise<void> {
    if (losses.length === 0) return;
    // One statement for the lot: a crashed round loses hundreds of bets in the transaction that crashes it.
    await run(tx, COUNT_WAGERED_MANY, [
      losses.map(({ wallet }) => wallet.accounts.cash),
      losses.map(({ stakeMinor }) => stakeMinor),
    ]);
  }

  /** Credits a paid deposit from payment clearing; what is deposited must be wagered before withdrawal. */
  deposit(tx: Tx, wallet: Wallet, movement: Movement): Promise<bigint> {
    const lines = LINES.deposit(wallet, movement.amountMinor);
    return this.post(tx, postingCall(wallet, movement, lines, wallet.accounts.cash));
  }

  /** A withdrawal leaves the hold for payment clearing once the provider has paid it. */
  async withdrawalPaid(tx: Tx, wallet: Wallet, movement: Movement): Promise<void> {
    const lines = LINES.withdrawalPaid(wallet, movement.amountMinor);
    await this.post(tx, postingCall(wallet, movement, lines, wallet.accounts.withdraw_hold));
  }

  /** Opens the budget account of a new campaign (no owner; it can never go below zero). */
  openBudget(tx: Tx, campaignId: number, currencyId: string): Promise<number> {
    return openBudgetAccount(tx, campaignId, currencyId);
  }

  /** Funds a campaign's budget from the house's bonus expense (shard 0). Returns the budget's balance. */
  fundBudget(tx: Tx, budget: Budget, movement: Movement): Promise<bigint> {
    const lines = LINES.fundBudget(budget, movement.amountMinor);
    return this.post(
      tx,
      postingCall({ userId: null, currencyId: budget.currencyId }, movement, lines, budget.accountId),
    );
  }

  /** Gives what is left of a budget back to the house's bonus expense (a campaign or rain that ended). */
  returnBudget(tx: Tx, budget: Budget, movement: Movement): Promise<bigint> {
    const lines = LINES.returnBudget(budget, movement.amountMinor);
    return this.post(
      tx,
      postingCall({ userId: null, currencyId: budget.currencyId }, movement, lines, budget.accountId),
    );
  }

  /**
   * Pays a reward from its campaign's budget into one of the player's balances: every reward is money
   * moved from a budget, never created. Refused with REWARD_BUDGET_SPENT when the budget cannot pay it.
   * Returns the balance it landed in.
   */
  async payReward(
    tx: Tx,
    wallet: Wallet,
    budget: Budget,
    to: RewardBalance,
    movement: Movement,
  ): Promise<bigint> {
    const lines = LINES.reward(wallet, budget, to, movement.amountMinor);
    try {
      const rows = await run(tx, POST, postingCall(wallet, movement, lines, wallet.accounts[to]).args);
      return asBigint(
        rows.find((row) => asNumber(row.account_id) === wallet.accounts[to])?.balance_minor ?? 0,
      );
    } catch (error) {
      if (shortRefusal(error, 'INSUFFICIENT_BALANCE')) throw new ApiError('REWARD_BUDGET_SPENT');
      throw error;
    }
  }

  /** Gives a forfeited bonus back to its campaign's budget (the player's bonus balance must hold it). */
  forfeitReward(
    tx: Tx,
    wallet: Wallet,
    budget: Budget,
    from: RewardBalance,
    movement: Movement,
  ): Promise<bigint> {
    const lines = LINES.forfeit(wallet, budget, from, movement.amountMinor);
    return this.post(tx, postingCall(wallet, movement, lines, budget.accountId));
  }

  /**
   * Moves money between two of the player's own balances (cash to the withdrawal hold and back, a bonus
   * converted to cash). Refused with INSUFFICIENT_BALANCE when the source is short. Returns both balances.
   */
  async transfer(
    tx: Tx,
    wallet: Wallet,
    from: PlayerAccountKind,
    to: PlayerAccountKind,
    movement: Movement,
  ): Promise<{ from: bigint; to: bigint }> {
    if (from === to) throw new Error(`transfer ${movement.kind}: from and to are both ${from}`);
    const lines: Line[] = LINES.transfer(wallet, from, to, movement.amountMinor);
    const balances = await this.postLines(tx, postingCall(wallet, movement, lines, wallet.accounts[to]));
    return { from: balances.get(wallet.accounts[from]) ?? 0n, to: balances.get(wallet.accounts[to]) ?? 0n };
  }

  /**
   * An operator's balance adjustment of the player's cash, against the house's adjustments account: a
   * credit, or a debit refused with INSUFFICIENT_BALANCE when the cash is short (audited by the caller).
   * Returns the new cash balance.
   */
  adjust(tx: Tx, wallet: Wallet, direction: 'credit' | 'debit', movement: Movement): Promise<bigint> {
    const lines =
      direction === 'credit'
        ? LINES.adjustCredit(wallet, movement.amountMinor)
        : LINES.adjustDebit(wallet, movement.amountMinor);
    return this.post(tx, postingCall(wallet, movement, lines, wallet.accounts.cash));
  }

  /** Sets what the player still has to wager (an operator's decision, audited by the caller). */
  async setWagering(tx: Tx, wallet: Wallet, wageringMinor: bigint): Promise<bigint> {
    const [row] = await run(tx, SET_WAGERING, [wallet.accounts.cash, wageringMinor]);
    return asBigint(row?.wagering_minor ?? 0);
  }

  /**
   * The refusal a money statement failed with, as the player's error (INSUFFICIENT_BALANCE, or `whenEmpty`
   * when the balance was zero); undefined for any other failure. For statements that embed a posting.
   */
  refusal(
    error: unknown,
    whenEmpty: 'RECHARGE_REQUIRED' | 'INSUFFICIENT_BALANCE' = 'INSUFFICIENT_BALANCE',
  ): ApiError | undefined {
    return shortRefusal(error, whenEmpty);
  }

  /** Writes one posting; the new balance of its `account`. */
  private async post(
    tx: Tx,
    call: PostingCall,
    whenEmpty: 'RECHARGE_REQUIRED' | 'INSUFFICIENT_BALANCE' = 'INSUFFICIENT_BALANCE',
  ): Promise<bigint> {
    return (await this.postLines(tx, call, whenEmpty)).get(call.account) ?? 0n;
  }

  /** Writes one posting; the new balance of every account it touched. */
  private async postLines(
    tx: Tx,
    call: PostingCall,
    whenEmpty: 'RECHARGE_REQUIRED' | 'INSUFFICIENT_BALANCE' = 'INSUFFICIENT_BALANCE',
  ): Promise<Map<number, bigint>> {
    try {
      const rows = await run(tx, POST, call.args);
      return new Map(rows.map((row) => [asNumber(row.account_id), asBigint(row.balance_minor)]));
    } catch (error) {
      throw this.refusal(error, whenEmpty) ?? error;
    }
  }
}
