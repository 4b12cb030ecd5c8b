import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Applies the migrations of `tags` the way the migrator does: one statement per breakpoint. */
async function apply(client: PGlite, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    const text = readFileSync(`${folder}${tag}.sql`, 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await client.exec(statement);
    }
  }
}

const tagsBefore = (tag: string) =>
  journal.entries.filter((entry) => entry.tag < tag).map((entry) => entry.tag);

/**
 * Upgrades run against live data: each migration that rewrites rows is tested from a database written
 * under the migration before it, not only from an empty one.
 */
describe('migration 0010 (the cashier) over a database with players', () => {
  let client: PGlite;
  const rows = async <T>(sql: string) => (await client.query<T>(sql)).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    await apply(client, tagsBefore('0010_cashier'));
    await client.exec(`
      INSERT INTO languages (id, name) VALUES ('pt', 'Português');
      INSERT INTO currencies (id, symbol, decimal_length, withdraw_decimal_length, usd_rate)
        VALUES ('BRL', 'R$', 2, 2, 0.18);
      INSERT INTO countries (id, name, currency_id, language_id, phone_code) VALUES ('BR', 'Brasil', 'BRL', 'pt', '55');
      INSERT INTO users (id, username, password_hash, nickname, country_id, currency_id, language_id, invite_code, deposit_for_withdraw_minor)
        OVERRIDING SYSTEM VALUE VALUES
        (1, 'with_account', 'x', '', 'BR', 'BRL', 'pt', 'A', 500),
        (2, 'without_account', 'x', '', 'BR', 'BRL', 'pt', 'B', 300),
        (3, 'nothing_to_wager', 'x', '', 'BR', 'BRL', 'pt', 'C', 0);
      INSERT INTO accounts (user_id, kind, currency_id, balance_minor) VALUES
        (1, 'cash', 'BRL', 700), (1, 'task_bonus', 'BRL', 0), (3, 'cash', 'BRL', 0), (NULL, 'payment_clearing', 'BRL', -700);
      BEGIN;
      INSERT INTO ledger_transactions (kind, reference, user_id, currency_id) VALUES ('recharge', 'R1', 1, 'BRL');
      INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
        SELECT (SELECT max(id) FROM ledger_transactions), id, CASE WHEN user_id IS NULL THEN -700 ELSE 700 END FROM accounts
        WHERE (user_id = 1 AND kind = 'cash') OR kind = 'payment_clearing';
      COMMIT;
    `);
    await apply(client, ['0010_cashier']);
  });
  afterAll(() => client.close());

  it('moves each player’s wagering requirement to their one cash account', async () => {
    const cash = await rows<{ user_id: number; wagering_minor: number; n: number }>(
      `SELECT user_id, max(wagering_minor)::int AS wagering_minor, count(*)::int AS n FROM accounts
       WHERE kind = 'cash' GROUP BY user_id ORDER BY user_id`,
    );
    expect(cash).toEqual([
      { user_id: 1, wagering_minor: 500, n: 1 },
      { user_id: 2, wagering_minor: 300, n: 1 },
      { user_id: 3, wagering_minor: 0, n: 1 },
    ]);
    const columns = await rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('deposit_for_withdraw_minor');
  });

  it('keeps the balances and the ledger, and posts through ledger_post afterwards', async () => {
    const [player] = await rows<{ balance_minor: number }>(
      `SELECT balance_minor::int AS balance_minor FROM accounts WHERE user_id = 1 AND kind = 'cash'`,
    );
    expect(player?.balance_minor).toBe(700);
    const posted = await rows<{ short: boolean; balance_minor: number }>(`
      SELECT short, balance_minor::int AS balance_minor FROM ledger_post('bet_stake', 'round:1', 1, 'BRL', '{}',
        ARRAY[(SELECT id FROM accounts WHERE user_id = 1 AND kind = 'cash'),
              (SELECT id FROM accounts WHERE user_id IS NULL AND kind = 'payment_clearing')]::bigint[],
        ARRAY[-200, 200]::bigint[], ARRAY[0, 0]::bigint[])`);
    expect(posted.map((row) => row.short)).toEqual([false, false]);
    const [sums] = await rows<{ unbalanced: number }>(
      `SELECT count(*)::int AS unbalanced FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
       HAVING sum(amount_minor) <> 0) t`,
    );
    expect(sums?.unbalanced).toBe(0);
  });
});

describe('migration 0013 (crash salts) over a database with a chain', () => {
  let client: PGlite;
  const rows = async <T>(sql: string) => (await client.query<T>(sql)).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    await apply(client, tagsBefore('0013_crash_salt'));
    await client.exec(`
      INSERT INTO game_categories (id, name, type) VALUES ('crash', 'Crash', 'crash');
      INSERT INTO games (id, name, category_id, type) VALUES ('crash', 'Crash', 'crash', 'crash');
      INSERT INTO crash_chains (game_id, seed, terminating_hash, salt, length, created_at)
        VALUES ('crash', 'seed', 'terminating', 'old-salt', 100, '2026-01-02T03:04:05Z');
    `);
    await apply(client, ['0013_crash_salt']);
  });
  afterAll(() => client.close());

  it('keeps an old chain’s salt under scheme 1, dated at its creation and labelled demo', async () => {
    const [chain] = await rows<{ scheme: number; salt: string; set_at: string; demo: boolean }>(
      `SELECT scheme, salt, salt_set_at = created_at AS set_at, demo FROM crash_chains`,
    );
    expect(chain).toEqual({ scheme: 1, salt: 'old-salt', set_at: true, demo: true });
  });

  it('makes new chains name their scheme, and keeps the salt and its time together', async () => {
    await expect(
      client.exec(
        `INSERT INTO crash_chains (game_id, seed, terminating_hash, length) VALUES ('crash', 's', 't', 9)`,
      ),
    ).rejects.toThrow(/scheme/);
    await client.exec(
      `INSERT INTO crash_chains (game_id, seed, terminating_hash, scheme, length) VALUES ('crash', 's', 't', 2, 9)`,
    );
    await expect(client.exec(`UPDATE crash_chains SET salt = 'x' WHERE scheme = 2`)).rejects.toThrow(
      /crash_chains_salt_check/,
    );
  });
});

describe('migration 0015 (crash round numbers) over rounds of two games', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await apply(client, tagsBefore('0015_crash_round_numbers'));
    await client.exec(`
      INSERT INTO game_categories (id, name, type) VALUES ('crash', 'Crash', 'crash');
      INSERT INTO games (id, name, category_id, type) VALUES ('crash', 'Crash', 'crash', 'crash'), ('aviator', 'Aviator', 'crash', 'crash');
      INSERT INTO crash_chains (game_id, seed, terminating_hash, scheme, salt, salt_set_at, length)
        VALUES ('crash', 's', 't', 2, 'salt', now(), 100), ('aviator', 's', 't', 2, 'salt', now(), 100);
      INSERT INTO crash_rounds (game_id, chain_id, chain_round, hash, crash_point, status, betting_ends_at)
        SELECT CASE WHEN i % 2 = 0 THEN 'crash' ELSE 'aviator' END, CASE WHEN i % 2 = 0 THEN 1 ELSE 2 END,
               i / 2, 'h', 100, 'CRASHED', now()
        FROM generate_series(0, 6) AS i;
    `);
    await apply(client, ['0015_crash_round_numbers']);
  });
  afterAll(() => client.close());

  it('numbers each game’s rounds 1, 2, 3… in the order they were dealt', async () => {
    const { rows } = await client.query<{ game_id: string; numbers: number[] }>(
      `SELECT game_id, array_agg(number ORDER BY id) AS numbers FROM crash_rounds GROUP BY game_id ORDER BY game_id`,
    );
    expect(rows).toEqual([
      { game_id: 'aviator', numbers: [1, 2, 3] },
      { game_id: 'crash', numbers: [1, 2, 3, 4] },
    ]);
  });
});

describe('migration 0042 (crash salts from the beacon) over a salted and an unsalted chain', () => {
  let client: PGlite;
  const rows = async <T>(sql: string) => (await client.query<T>(sql)).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    await apply(client, tagsBefore('0042_crash_beacon_salt'));
    await client.exec(`
      INSERT INTO game_categories (id, name, type) VALUES ('crash', 'Crash', 'crash');
      INSERT INTO games (id, name, category_id, type) VALUES ('crash', 'Crash', 'crash', 'crash');
      INSERT INTO crash_chains (game_id, seed, terminating_hash, scheme, salt_announcement, salt_announced_at, salt, salt_set_at, length)
        VALUES ('crash', 's', 't', 2, 'block 1', now(), 'typed-salt', now(), 9),
               ('crash', 's', 'u', 2, 'block 2', now(), NULL, NULL, 9);
    `);
    await apply(client, ['0042_crash_beacon_salt']);
  });
  afterAll(() => client.close());

  it('keeps a salted chain’s salt as pre-beacon; drops an unsalted one’s free-text announcement', async () => {
    const chains = await rows<{ salt: string | null; pre_beacon: boolean; salt_announcement: string | null }>(
      `SELECT salt, pre_beacon, salt_announcement FROM crash_chains ORDER BY id`,
    );
    expect(chains).toEqual([
      { salt: 'typed-salt', pre_beacon: true, salt_announcement: 'block 1' },
      { salt: null, pre_beacon: false, salt_announcement: null },
    ]);
  });

  it('takes no salt without its beacon round and signature since', async () => {
    await expect(
      client.exec(`UPDATE crash_chains SET salt = 'x', salt_set_at = now() WHERE terminating_hash = 'u'`),
    ).rejects.toThrow(/crash_chains_beacon_salt_check/);
    await client.exec(
      `UPDATE crash_chains SET beacon_round = 7, beacon_signature = 'sig', salt = 'x', salt_set_at = now() WHERE terminating_hash = 'u'`,
    );
  });
});
