import { arrayLiteral, type PlayerAccountKind, type Wallet } from './accounts.ts';
import type { LedgerKind } from './ledger-book.ts';

/** A campaign's budget account, and the house's bonus expense it is funded from. */
export interface Budget {
  accountId: number;
  currencyId: string;
  bonusExpense: number;
}

/** The balances a reward can land in. */
export type RewardBalance = Extract<PlayerAccountKind, 'cash' | 'task_bonus' | 'register_bonus'>;

/** Who a posting belongs to: a player's wallet, or no one (a budget funded by the house). */
export type PostingOwner = Pick<Wallet, 'currencyId'> & { userId: number | null };

/** One movement: what it is (`kind`), what it pays for (`reference`, unique per kind) and what it shows. */
export interface Movement {
  /** Declared by the product that posts it (`defineLedgerProduct`), never a bare string. */
  kind: LedgerKind;
  reference: string;
  amountMinor: bigint;
  details?: Record<string, unknown>;
}

/** One line of a posting: an account and its signed change (and the change of its wagering requirement). */
export interface Line {
  accountId: number;
  amountMinor: bigint;
  wageringMinor?: bigint;
}

/**
 * A posting as the arguments of `ledger_post(kind, reference, user, currency, details, accounts, amounts,
 * wagering)`: what the cashier runs itself, or hands to a statement that writes it together with its own
 * row in one round trip (a round settled and paid). The cashier alone decides the lines.
 */
export interface PostingCall {
  args: readonly unknown[];
  /** The account whose new balance the caller reports (the player's side). */
  account: number;
}

/** The lines of each movement the cashier makes, with the account whose balance it answers with. */
export const LINES = {
  stake: (wallet: Wallet, amount: bigint): Line[] => [
    { accountId: wallet.accounts.cash, amountMinor: -amount },
    { accountId: wallet.house.house, amountMinor: amount },
  ],
  payout: (wallet: Wallet, amount: bigint, wagered: bigint): Line[] => [
    { accountId: wallet.accounts.cash, amountMinor: amount, wageringMinor: -wagered },
    { accountId: wallet.house.house, amountMinor: -amount },
  ],
  deposit: (wallet: Wallet, amount: bigint): Line[] => [
    { accountId: wallet.accounts.cash, amountMinor: amount, wageringMinor: amount },
    { accountId: wallet.house.payment_clearing, amountMinor: -amount },
  ],
  withdrawalPaid: (wallet: Wallet, amount: bigint): Line[] => [
    { accountId: wallet.accounts.withdraw_hold, amountMinor: -amount },
    { accountId: wallet.house.payment_clearing, amountMinor: amount },
  ],
  fundBudget: (budget: Budget, amount: bigint): Line[] => [
    { accountId: budget.accountId, amountMinor: amount },
    { accountId: budget.bonusExpense, amountMinor: -amount },
  ],
  returnBudget: (budget: Budget, amount: bigint): Line[] => [
    { accountId: budget.accountId, amountMinor: -amount },
    { accountId: budget.bonusExpense, amountMinor: amount },
  ],
  reward: (wallet: Wallet, budget: Budget, to: RewardBalance, amount: bigint): Line[] => [
    { accountId: budget.accountId, amountMinor: -amount },
    { accountId: wallet.accounts[to], amountMinor: amount },
  ],
  forfeit: (wallet: Wallet, budget: Budget, from: RewardBalance, amount: bigint): Line[] => [
    { accountId: wallet.accounts[from], amountMinor: -amount },
    { accountId: budget.accountId, amountMinor: amount },
  ],
  adjustCredit: (wallet: Wallet, amount: bigint): Line[] => [
    { accountId: wallet.accounts.cash, amountMinor: amount },
    { accountId: wallet.house.adjustment, amountMinor: -amount },
  ],
  adjustDebit: (wallet: Wallet, amount: bigint): Line[] => [
    { accountId: wallet.accounts.cash, amountMinor: -amount },
    { accountId: wallet.house.adjustment, amountMinor: amount },
  ],
  transfer: (wallet: Wallet, from: PlayerAccountKind, to: PlayerAccountKind, amount: bigint): Line[] => [
    { accountId: wallet.accounts[from], amountMinor: -amount },
    { accountId: wallet.accounts[to], amountMinor: amount },
  ],
};

/** The `ledger_post` arguments of a movement; refuses (in code) what the database would refuse too. */
export function postingCall(
  owner: PostingOwner,
  movement: Movement,
  lines: Line[],
  account: number,
): PostingCall {
  if (movement.amountMinor <= 0n || lines.reduce((sum, line) => sum + line.amountMinor, 0n) !== 0n) {
    throw new Error(`unbalanced ledger posting ${movement.kind}/${movement.reference}`);
  }
  return {
    account,
    args: [
      movement.kind,
      movement.reference,
      owner.userId,
      owner.currencyId,
      JSON.stringify(movement.details ?? {}),
      arrayLiteral(lines.map((line) => line.accountId)),
      arrayLiteral(lines.map((line) => line.amountMinor)),
      arrayLiteral(lines.map((line) => line.wageringMinor ?? 0n)),
    ],
  };
}
