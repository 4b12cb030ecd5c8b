// The public face of the wallet module: other modules import only what this file exports.

export { type Wallet } from './accounts.ts';
export { Cashier } from './cashier.ts';
export { type Balances, type SettlementMoney, type StakeGuard } from './cashier.types.ts';
export { type Budget, type PostingCall, type RewardBalance } from './postings.ts';
export { type HistoryRow, presentHistoryRow } from './history.presenter.ts';
export { canonical, hashParams, once, recordAnswerCte, storedAnswer } from './idempotency.ts';
export { checkLedgerInvariants, type InvariantViolation } from './invariants.ts';
export { defineLedgerProduct, LedgerBook, type LedgerKind } from './ledger-book.ts';
export { walletModule } from './wallet.module.ts';
export { registerWalletRoutes } from './wallet.routes.ts';
export { WalletService } from './wallet.service.ts';
export { accounts, ledgerEntries, ledgerTransactions } from './wallet.tables.ts';
