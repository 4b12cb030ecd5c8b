import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, minor } from '../../db/columns.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

/**
 * Balances per owner, kind and currency: the cached sums of the ledger, written only by the cashier
 * (modules/wallet). A player's balance can never go below zero; the house and clearing accounts have no
 * owner and may. The house side of a kind and currency is split over shards (each player's movements
 * use one shard), so concurrent bets do not queue on one row; its balance is the sum of its shards.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** 0 for a player's account; the shard number of a house account. */
    shard: smallint('shard').notNull().default(0),
    /** The campaign a `campaign_budget` account pays rewards for (no owner, never below zero). */
    campaignId: bigint('campaign_id', { mode: 'number' }),
    balanceMinor: minor('balance_minor')
      .notNull()
      .default(sql`0`),
    /**
     * On a player's cash account: what is still to be wagered before a withdrawal (deposits raise it,
     * settled bets lower it), moved by the cashier with the money it counts.
     */
    wageringMinor: minor('wagering_minor')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    // NULLS NOT DISTINCT: the house has one account per kind, currency and shard too.
    unique('accounts_owner_kind_currency_unique')
      .on(table.userId, table.kind, table.currencyId, table.shard, table.campaignId)
      .nullsNotDistinct(),
    check('accounts_player_balance_not_negative', sql`${table.userId} IS NULL OR ${table.balanceMinor} >= 0`),
    check(
      'accounts_budget_not_negative',
      sql`${table.kind} <> 'campaign_budget' OR ${table.balanceMinor} >= 0`,
    ),
    check('accounts_wagering_not_negative', sql`${table.wageringMinor} >= 0`),
  ],
);

/**
 * One money movement: a set of ledger entries that sum to zero (enforced by a statement-level trigger on
 * the entries). Transactions and entries are immutable (triggers refuse UPDATE and DELETE).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** What the movement pays for, e.g. `recharge:R123`; unique where one thing must move money once. */
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_kind_reference_key').on(table.kind, table.reference),
    index('ledger_transactions_user_idx').on(table.userId, table.createdAt),
    // Reports read a day (or a range) of movements across every player.
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
);

/**
 * The entries of a movement. Written only by the `ledger_post` function with their transaction and the
 * accounts they change (so no foreign keys are checked per row: measured at ~10 % of a stake); each
 * statement's entries must sum to zero per transaction (a statement-level trigger), and the invariants
 * command checks that every entry names an existing account and transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amountMinor: minor('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
  ],
);

/** The first answer to a money-moving call, replayed for a retry with the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
