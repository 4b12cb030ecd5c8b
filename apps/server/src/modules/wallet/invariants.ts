import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import type { LedgerInvariant } from './ledger-book.ts';

export interface InvariantViolation {
  invariant: string;
  detail: string;
}

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * Checks every money invariant of DESIGN §3 against the whole database: the ledger's own (each
 * transaction's entries sum to zero, every entry names an existing transaction and an account of its
 * currency, each cached balance equals the sum of its entries, a sharded house account too, no player
 * balance is below zero, no transaction lacks entries, each thing paid for moved money once), then each
 * product's (its bets staked and paid once, its orders credited once, its rewards paid from a budget…).
 */
export async function checkLedgerInvariants(
  db: Db,
  productInvariants: readonly LedgerInvariant[],
): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  const report = (invariant: string, found: Record<string, unknown>[]) => {
    for (const row of found) violations.push({ invariant, detail: JSON.stringify(row) });
  };

  report(
    'every transaction sums to zero',
    await rows(
      db,
      sql`SELECT transaction_id, sum(amount_minor)::text AS total FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_minor) <> 0 LIMIT 20`,
    ),
  );
  report(
    'every transaction has entries',
    await rows(
      db,
      sql`SELECT t.id FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id) LIMIT 20`,
    ),
  );
  // Entries carry no foreign keys (only ledger_post writes them, with their transaction and accounts).
  report(
    'every entry belongs to a transaction and an account of its currency',
    await rows(
      db,
      sql`SELECT e.id, e.transaction_id, e.account_id FROM ledger_entries e
          LEFT JOIN ledger_transactions t ON t.id = e.transaction_id
          LEFT JOIN accounts a ON a.id = e.account_id
          WHERE t.id IS NULL OR a.id IS NULL OR a.currency_id <> t.currency_id LIMIT 20`,
    ),
  );
  report(
    'each balance equals its entries',
    await rows(
      db,
      sql`SELECT a.id, a.balance_minor::text AS balance, coalesce(e.total, 0)::text AS entries
          FROM accounts a LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) e
          ON e.account_id = a.id WHERE a.balance_minor <> coalesce(e.total, 0) LIMIT 20`,
    ),
  );
  report(
    'no player balance below zero',
    await rows(
      db,
      sql`SELECT id, balance_minor::text AS balance FROM accounts WHERE user_id IS NOT NULL AND balance_minor < 0 LIMIT 20`,
    ),
  );
  report(
    'each thing moves money once',
    await rows(
      db,
      sql`SELECT kind, reference, count(*)::int AS n FROM ledger_transactions GROUP BY kind, reference HAVING count(*) > 1 LIMIT 20`,
    ),
  );
  for (const invariant of productInvariants) report(invariant.name, await rows(db, invariant.query));
  return violations;
}
