import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { accounts, ledgerEntries } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { once } from './idempotency.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { houseAccountId, playerAccountId, postLedger } from './ledger.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Credits a player from the house in one posting, as a test fixture. */
async function fund(userId: number, amountMinor: bigint, reference: string) {
  const db = app.database.db;
  await db.transaction(async (tx) => {
    await postLedger(tx, {
      kind: 'test_credit',
      reference,
      userId,
      currencyId: 'BRL',
      lines: [
        { accountId: await playerAccountId(tx, userId, 'cash', 'BRL'), amountMinor },
        { accountId: await houseAccountId(tx, 'house', 'BRL'), amountMinor: -amountMinor },
      ],
    });
  });
}

const cashOf = async (userId: number) =>
  (
    await app.database.db
      .select()
      .from(accounts)
      .where(sql`${accounts.userId} = ${userId} AND ${accounts.kind} = 'cash'`)
  )[0]?.balanceMinor;

describe('ledger', () => {
  it('moves money in balanced postings and keeps the invariants', async () => {
    const { user } = await registerPlayer(app);
    await fund(user.userId, 12_345n, `fund-${user.userId}`);
    expect(await cashOf(user.userId)).toBe(12_345n);
    expect(await checkLedgerInvariants(app.database.db)).toEqual([]);
  });

  it('refuses an unbalanced posting in code and in the database', async () => {
    const { user } = await registerPlayer(app);
    const db = app.database.db;
    await expect(
      db.transaction(async (tx) =>
        postLedger(tx, {
          kind: 'test_bad',
          reference: 'x',
          userId: user.userId,
          currencyId: 'BRL',
          lines: [{ accountId: await playerAccountId(tx, user.userId, 'cash', 'BRL'), amountMinor: 5n }],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    // Even a direct insert that skips postLedger cannot commit an unbalanced transaction.
    await expect(
      db.transaction(async (tx) => {
        const accountId = await playerAccountId(tx, user.userId, 'cash', 'BRL');
        const [row] = (
          (await tx.execute(
            sql`INSERT INTO ledger_transactions (kind, reference, user_id, currency_id) VALUES ('test_raw', 'raw', ${user.userId}, 'BRL') RETURNING id`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        await tx.execute(
          sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_minor) VALUES (${row?.id}, ${accountId}, 7)`,
        );
      }),
    ).rejects.toThrow();
    expect(await cashOf(user.userId)).toBe(0n);
  });

  it('keeps entries immutable', async () => {
    const { user } = await registerPlayer(app);
    await fund(user.userId, 100n, `immutable-${user.userId}`);
    await expect(app.database.db.execute(sql`UPDATE ledger_entries SET amount_minor = 0`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`DELETE FROM ledger_transactions`)).rejects.toThrow();
  });

  it('pays 50 concurrent debits of the whole balance exactly once', async () => {
    const { user } = await registerPlayer(app);
    await fund(user.userId, 5_000n, `whole-${user.userId}`);
    const db = app.database.db;
    const debit = (index: number) =>
      db.transaction(async (tx) =>
        postLedger(tx, {
          kind: 'test_debit',
          reference: `whole-${user.userId}-${index}`,
          userId: user.userId,
          currencyId: 'BRL',
          lines: [
            { accountId: await playerAccountId(tx, user.userId, 'cash', 'BRL'), amountMinor: -5_000n },
            { accountId: await houseAccountId(tx, 'house', 'BRL'), amountMinor: 5_000n },
          ],
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, index) => debit(index)));
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        result.reason instanceof ApiError &&
        result.reason.status === STATUS.INSUFFICIENT_BALANCE,
    );
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(await cashOf(user.userId)).toBe(0n);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, await playerAccountId(db, user.userId, 'cash', 'BRL')));
    expect(entries).toHaveLength(2);
  });
});

describe('idempotency', () => {
  it('answers a retry with the first answer and refuses the key with other parameters', async () => {
    const { user } = await registerPlayer(app);
    await fund(user.userId, 1_000n, `idem-${user.userId}`);
    const pay = (amountMinor: bigint) =>
      once(app.database.db, `test:${user.userId}`, 'key-0001', { amountMinor }, async (tx) => {
        const { transactionId } = await postLedger(tx, {
          kind: 'test_debit',
          reference: `idem-${user.userId}-${amountMinor}`,
          userId: user.userId,
          currencyId: 'BRL',
          lines: [
            { accountId: await playerAccountId(tx, user.userId, 'cash', 'BRL'), amountMinor: -amountMinor },
            { accountId: await houseAccountId(tx, 'house', 'BRL'), amountMinor },
          ],
        });
        return { transactionId };
      });
    const results = await Promise.all([pay(300n), pay(300n), pay(300n)]);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await cashOf(user.userId)).toBe(700n);
    await expect(pay(400n)).rejects.toMatchObject({ status: STATUS.IDEMPOTENCY_KEY_REUSED });
    expect(await cashOf(user.userId)).toBe(700n);
  });
});

describe('invariants for operators', () => {
  it('reports a clean ledger to finance and refuses others', async () => {
    const created = await app.services.operators.ensureFirstAdmin();
    const login = await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'admin', password: created?.generatedPassword },
    });
    const report = await app.call({
      method: 'GET',
      url: '/api/operator/ledger/invariants',
      token: login.body.model.token,
    });
    expect(report.body.model).toEqual({ clean: true, violations: [] });
    const anonymous = await app.call({ method: 'GET', url: '/api/operator/ledger/invariants' });
    expect(anonymous.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
  });
});
