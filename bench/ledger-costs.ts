// What each guard on the ledger tables costs (issue 11): on a scratch PostgreSQL database migrated like a
// real site, the cashier's stake transaction (BEGIN; ledger_post; COMMIT) is timed with BENCH_CLIENTS
// concurrent clients, first as shipped, then with one guard changed at a time, and each variant is
// printed as tx/s and as a ratio of the shipped one. The guards kept are the ones whose protection is
// worth their cost; the invariants command (`npm run invariants`) proves the same properties either way.
//
// Usage: DATABASE_URL=postgres://… npm run ledger-costs -w @casino/bench
//   BENCH_SECONDS (6 per variant and pass), BENCH_CLIENTS (20), BENCH_PLAYERS (2000)
import pg from 'pg';

import { openPostgres, run, statement, inTransaction } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed.ts';
import { Cashier, defineLedgerProduct, type Wallet } from '../apps/server/src/modules/wallet/index.ts';

/** The benchmark's own funding movement, declared as a product declares its kinds. */
const BENCH_LEDGER = defineLedgerProduct({ product: 'bench', kinds: { bench_fund: { history: 'other' } } });

const url = process.env.DATABASE_URL;
if (!url) throw new Error('ledger-costs measures PostgreSQL: set DATABASE_URL');
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const players = Number(process.env.BENCH_PLAYERS ?? 2_000);
/** Passes over every variant, in rotation, so that drift over the run spreads evenly. */
const PASSES = 3;

const name = `ledger_costs_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const database = await openPostgres(target.toString(), {
  poolSize: clients + 2,
  onIdleClientError: () => undefined,
});
const { db } = database;
const raw = new pg.Client({ connectionString: target.toString() });
await raw.connect();

try {
  await seedReferenceData(db);
  // Players with money, and their wallets (accounts and house shards) opened through the cashier.
  await raw.query(
    `INSERT INTO users (username, password_hash, nickname, country_id, currency_id, language_id, invite_code)
     SELECT 'p' || g, 'x', '', 'BR', 'BRL', 'pt', 'i' || g FROM generate_series(1, $1) g`,
    [players],
  );
  const cashier = new Cashier();
  const { rows: users } = await raw.query<{ id: string }>('SELECT id FROM users ORDER BY id');
  const wallets: Wallet[] = [];
  for (const user of users) wallets.push(await cashier.wallet(db, Number(user.id), 'BRL'));
  for (const wallet of wallets) {
    await inTransaction(db, (tx) =>
      cashier.deposit(tx, wallet, {
        kind: BENCH_LEDGER.kind.bench_fund,
        reference: `${wallet.userId}`,
        amountMinor: 10n ** 12n,
      }),
    );
  }
  const hotHouse = wallets[0]?.house.house ?? 0;

  const STAKE = statement(
    'ledger_costs_stake',
    `SELECT account_id FROM ledger_post('bench_stake', $1, $2, 'BRL', '{"gameId":"mines"}'::jsonb,
       $3::bigint[], '{-100,100}'::bigint[], '{0,0}'::bigint[])`,
  );
  let sequence = 0;
  async function stakes(house: (wallet: Wallet) => number): Promise<number> {
    let done = 0;
    const deadline = Date.now() + seconds * 1_000;
    const startedAt = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < deadline) {
          const wallet = wallets[Math.floor(Math.random() * wallets.length)] as Wallet;
          await inTransaction(db, (tx) =>
            run(tx, STAKE, [
              `s${(sequence += 1)}`,
              wallet.userId,
              `{${wallet.accounts.cash},${house(wallet)}}`,
            ]),
          );
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - startedAt) / 1_000);
  }

  const sharded = (wallet: Wallet) => wallet.house.house;
  const variants: { label: string; setUp?: string; tearDown?: string; house?: (wallet: Wallet) => number }[] =
    [
      { label: 'as shipped: house sharded, statement-level balance check, checks, no entry FKs' },
      {
        label: 'without the statement-level balance check (trigger)',
        setUp: 'ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced',
        tearDown: 'ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_balanced',
      },
      {
        label: 'with the old per-row deferred balance trigger instead',
        setUp: `ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced;
        CREATE FUNCTION bench_row_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE total numeric;
        BEGIN
          SELECT coalesce(sum(amount_minor), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
          IF total <> 0 THEN RAISE EXCEPTION 'unbalanced'; END IF;
          RETURN NULL;
        END $$;
        CREATE CONSTRAINT TRIGGER bench_row_balanced AFTER INSERT ON ledger_entries
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bench_row_balanced();`,
        tearDown: `DROP TRIGGER bench_row_balanced ON ledger_entries; DROP FUNCTION bench_row_balanced();
        ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_balanced`,
      },
      {
        label: 'with foreign keys on the entries (to the transaction and the account)',
        setUp: `ALTER TABLE ledger_entries ADD CONSTRAINT bench_fk_t FOREIGN KEY (transaction_id) REFERENCES ledger_transactions(id);
        ALTER TABLE ledger_entries ADD CONSTRAINT bench_fk_a FOREIGN KEY (account_id) REFERENCES accounts(id)`,
        tearDown:
          'ALTER TABLE ledger_entries DROP CONSTRAINT bench_fk_t; ALTER TABLE ledger_entries DROP CONSTRAINT bench_fk_a',
      },
      {
        label: 'without the accounts check constraints (balance and wagering not negative)',
        setUp: `ALTER TABLE accounts DROP CONSTRAINT accounts_player_balance_not_negative;
        ALTER TABLE accounts DROP CONSTRAINT accounts_wagering_not_negative`,
        tearDown: `ALTER TABLE accounts ADD CONSTRAINT accounts_player_balance_not_negative CHECK (user_id IS NULL OR balance_minor >= 0);
        ALTER TABLE accounts ADD CONSTRAINT accounts_wagering_not_negative CHECK (wagering_minor >= 0)`,
      },
      { label: 'with one hot house row for every player (no shards)', house: () => hotHouse },
    ];

  console.log(
    `Stake transaction (BEGIN; ledger_post; COMMIT) on PostgreSQL, ${clients} clients, ${players} players, ` +
      `median of ${PASSES} passes of ${seconds} s, variants rotated`,
  );
  await stakes(sharded); // warm-up: caches, the first autovacuum after the fixtures
  const results = variants.map(() => [] as number[]);
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const [index, variant] of variants.entries()) {
      if (variant.setUp) await raw.query(variant.setUp);
      try {
        results[index]?.push(await stakes(variant.house ?? sharded));
      } finally {
        if (variant.tearDown) await raw.query(variant.tearDown);
      }
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const shipped = median(results[0] ?? []);
  for (const [index, variant] of variants.entries()) {
    const perSecond = median(results[index] ?? []);
    console.log(
      `  ${variant.label.padEnd(86)} ${perSecond.toFixed(0).padStart(6)} tx/s  ${(perSecond / shipped).toFixed(2)}×`,
    );
  }
} finally {
  await raw.end();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
