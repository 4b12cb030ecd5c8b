import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';

/** Accounts with no owner: the other side of every player movement. They may go below zero. */
export const HOUSE_ACCOUNT_KINDS = ['house', 'payment_clearing', 'bonus_expense'] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export interface LedgerLine {
  accountId: number;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: bigint;
}

export interface LedgerPosting {
  kind: string;
  /** What the movement pays for; (kind, reference) is unique, so a thing can move money only once. */
  reference: string;
  userId: number | null;
  currencyId: string;
  details?: Record<string, unknown>;
  lines: LedgerLine[];
}

/** The house account of a kind in a currency, opened on first use. */
export async function houseAccountId(tx: Db, kind: HouseAccountKind, currencyId: string): Promise<number> {
  await tx.insert(accounts).values({ userId: null, kind, currencyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNull(accounts.userId), eq(accounts.kind, kind), eq(accounts.currencyId, currencyId)));
  if (!row) throw new Error(`house account ${kind}/${currencyId} could not be opened`);
  return row.id;
}

/** A player's account of a kind in a currency, opened on first use. */
export async function playerAccountId(
  tx: Db,
  userId: number,
  kind: string,
  currencyId: string,
): Promise<number> {
  await tx.insert(accounts).values({ userId, kind, currencyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, kind), eq(accounts.currencyId, currencyId)));
  if (!row) throw new Error(`account ${userId}/${kind}/${currencyId} could not be opened`);
  return row.id;
}

/**
 * Posts one balanced movement inside the caller's database transaction: the transaction row, its
 * entries, and each account's cached balance, updated by a conditional UPDATE that refuses to take a
 * player's balance below zero (INSUFFICIENT_BALANCE, and the caller's transaction rolls back).
 * Accounts are updated in id order so that concurrent postings cannot deadlock.
 */
export async function postLedger(
  tx: Db,
  posting: LedgerPosting,
): Promise<{ transactionId: number; balances: Map<number, bigint> }> {
  const lines = posting.lines.filter((line) => line.amountMinor !== 0n);
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  if (lines.length < 2 || total !== 0n) {
    throw new Error(
      `unbalanced ledger posting ${posting.kind}/${posting.reference}: ${lines.length} lines, sum ${total}`,
    );
  }

  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      reference: posting.reference,
      userId: posting.userId,
      currencyId: posting.currencyId,
      details: posting.details ?? {},
    })
    .returning({ id: ledgerTransactions.id });
  if (!transaction) throw new Error('insert into ledger_transactions returned no row');

  const balances = new Map<number, bigint>();
  for (const line of [...lines].sort((a, b) => a.accountId - b.accountId)) {
    const [updated] = await tx
      .update(accounts)
      .set({ balanceMinor: sql`${accounts.balanceMinor} + ${line.amountMinor}` })
      .where(
        and(
          eq(accounts.id, line.accountId),
          eq(accounts.currencyId, posting.currencyId),
          sql`(${accounts.userId} IS NULL OR ${accounts.balanceMinor} + ${line.amountMinor} >= 0)`,
        ),
      )
      .returning({ balanceMinor: accounts.balanceMinor });
    if (!updated) throw new ApiError('INSUFFICIENT_BALANCE');
    balances.set(line.accountId, updated.balanceMinor);
  }

  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId: transaction.id,
      accountId: line.accountId,
      amountMinor: line.amountMinor,
    })),
  );
  return { transactionId: transaction.id, balances };
}
