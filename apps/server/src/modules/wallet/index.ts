// The public face of the wallet module: other modules import only what this file exports.

export {
  type Balances,
  type Budget,
  Cashier,
  type PostingCall,
  type RewardBalance,
  type SettlementMoney,
  type StakeGuard,
  type Wallet,
} from './cashier.ts';
export { type HistoryRow, presentHistoryRow } from './history.presenter.ts';
export { canonical, hashParams, once, storedAnswer } from './idempotency.ts';
export { checkLedgerInvariants, type InvariantViolation } from './invariants.ts';
export { defineLedgerProduct, LedgerBook } from './ledger-book.ts';
export { walletModule } from './wallet.module.ts';
export { registerWalletRoutes } from './wallet.routes.ts';
export { WalletService } from './wallet.service.ts';
export { accounts, ledgerEntries, ledgerTransactions } from './wallet.tables.ts';
