import { asBigint, run, statement, type Tx } from '../../db/client.ts';

// Demo balances (spec §1 demo mode): play money per owner, never in the ledger, written only here. The
// single-player games move them in their own round statements; other products (the sportsbook) call this.

const OPEN_DEMO = statement(
  'demo_wallet_open',
  `INSERT INTO demo_wallets (owner, currency_id, balance_minor) VALUES ($1, $2, $3) ON CONFLICT (owner) DO NOTHING`,
);
const DEBIT_DEMO = statement(
  'demo_wallet_debit',
  `UPDATE demo_wallets SET balance_minor = balance_minor + $2::bigint, updated_at = now()
    WHERE owner = $1 AND balance_minor + $2::bigint >= 0 RETURNING balance_minor`,
);
const CREDIT_DEMO = statement(
  'demo_wallet_credit',
  `UPDATE demo_wallets SET balance_minor = greatest(0, balance_minor + $2::bigint), updated_at = now()
    WHERE owner = $1 RETURNING balance_minor`,
);

/**
 * Moves a demo balance (play money, never in the ledger), opening it at `initialMinor` on first use. A
 * stake is refused (undefined) when the balance is short; a payout or a take-back never goes below zero.
 */
export async function moveDemoBalance(
  tx: Tx,
  owner: string,
  currencyId: string,
  deltaMinor: bigint,
  initialMinor: bigint,
  kind: 'stake' | 'settle',
): Promise<bigint | undefined> {
  await run(tx, OPEN_DEMO, [owner, currencyId, initialMinor]);
  const [row] = await run(tx, kind === 'stake' ? DEBIT_DEMO : CREDIT_DEMO, [owner, deltaMinor]);
  return row ? asBigint(row.balance_minor) : undefined;
}
