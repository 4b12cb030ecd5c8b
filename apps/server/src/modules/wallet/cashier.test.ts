import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { inTransaction } from '../../db/client.ts';
import { accounts, ledgerEntries } from './wallet.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { HOUSE_SHARDS } from './accounts.ts';
import { once } from './idempotency.ts';
import { defineLedgerProduct } from './ledger-book.ts';

/** The kinds these tests post, declared as a product declares its own. */
const TEST_LEDGER = defineLedgerProduct({
  product: 'test',
  kinds: {
    t: { history: 'other' },
    test_convert: { history: 'other' },
    test_credit: { history: 'other' },
    test_debit: { history: 'other' },
    test_hold: { history: 'other' },
    test_payout: { history: 'other' },
    test_refund: { history: 'other' },
    test_stake: { history: 'other' },
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const walletOf = (userId: number) => app.services.cashier.wallet(app.database.db, userId, 'BRL');

/** Credits a player from payment clearing in one posting, as a test fixture. */
async function fund(userId: number, amountMinor: bigint, reference: string) {
  const wallet = await walletOf(userId);
  await inTransaction(app.database.db, (tx) =>
    app.services.cashier.deposit(tx, wallet, { kind: TEST_LEDGER.kind.test_credit, reference, amountMinor }),
  );
}

/** Takes `amountMinor` out of the player's cash (into their withdrawal hold), refused when short. */
async function debit(userId: number, amountMinor: bigint, reference: string) {
  const wallet = await walletOf(userId);
  return inTransaction(app.database.db, (tx) =>
    app.services.cashier.transfer(tx, wallet, 'cash', 'withdraw_hold', {
      kind: TEST_LEDGER.kind.test_debit,
      reference,
      amountMinor,
    }),
  );
}

/** Takes a stake from the player's cash to the house. */
async function stake(userId: number, amountMinor: bigint, reference: string) {
  const wallet = await walletOf(userId);
  return inTransaction(app.database.db, (tx) =>
    app.services.cashier.stake(tx, wallet, { kind: TEST_LEDGER.kind.test_stake, reference, amountMinor }),
  );
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
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('refuses an unbalanced posting in code and in the database', async () => {
    const { user } = await registerPlayer(app);
    const db = app.database.db;
    const { accounts: own } = await walletOf(user.userId);
    const refused: unknown = await inTransaction(db, (tx) =>
      tx.execute(
        sql`SELECT * FROM ledger_post('test_bad', 'x', ${user.userId}, 'BRL', '{}'::jsonb, ARRAY[${own.cash}, ${own.withdraw_hold}]::bigint[], ARRAY[5, -4]::bigint[], ARRAY[0, 0]::bigint[])`,
      ),
    ).catch((error: unknown) => error);
    expect(String((refused as { cause?: Error }).cause?.message)).toMatch(/unbalanced/);
    // Even a direct insert that skips the cashier cannot commit an unbalanced transaction.
    await expect(
      inTransaction(db, async (tx) => {
        const accountId = own.cash;
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
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => debit(user.userId, 5_000n, `whole-${user.userId}-${index}`)),
    );
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
      .where(eq(ledgerEntries.accountId, (await walletOf(user.userId)).accounts.cash));
    expect(entries).toHaveLength(2);
  });
});

describe('cashier', () => {
  it('spreads the house over shards by player, and the house still balances every player', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(app)));
    for (const { user } of players) {
      await fund(user.userId, 1_000n, `shard-fund-${user.userId}`);
      await stake(user.userId, 400n, `shard-stake-${user.userId}`);
    }
    const shards = new Set(
      await Promise.all(players.map(async ({ user }) => (await walletOf(user.userId)).house.house)),
    );
    const expected = new Set(players.map(({ user }) => user.userId % HOUSE_SHARDS));
    expect(shards.size).toBe(expected.size);
    const houseRows = await app.database.db
      .select()
      .from(accounts)
      .where(
        sql`${accounts.userId} IS NULL AND ${accounts.kind} = 'house' AND ${accounts.currencyId} = 'BRL'`,
      );
    expect(new Set(houseRows.map((row) => row.shard)).size).toBe(houseRows.length);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('moves the wagering requirement with the money: deposits raise it, settled stakes lower it', async () => {
    const { user } = await registerPlayer(app);
    const { cashier } = app.services;
    const wallet = await walletOf(user.userId);
    await fund(user.userId, 10_000n, `wager-fund-${user.userId}`);
    expect((await cashier.balances(app.database.db, user.userId, 'BRL')).wagering).toBe(10_000n);
    await stake(user.userId, 3_000n, `wager-stake-${user.userId}`);
    await inTransaction(app.database.db, async (tx) => {
      // A lost stake counts, a payout with its stake counts, a refund does not.
      await cashier.settle(tx, wallet, {
        kind: TEST_LEDGER.kind.t,
        reference: 'a',
        amountMinor: 0n,
        wageredMinor: 1_000n,
      });
      await cashier.settle(tx, wallet, {
        kind: TEST_LEDGER.kind.test_payout,
        reference: `wager-pay-${user.userId}`,
        amountMinor: 2_500n,
        wageredMinor: 2_000n,
      });
      await cashier.refund(tx, wallet, {
        kind: TEST_LEDGER.kind.test_refund,
        reference: `wager-refund-${user.userId}`,
        amountMinor: 500n,
      });
    });
    const after = await cashier.balances(app.database.db, user.userId, 'BRL');
    expect(after).toMatchObject({ cash: 10_000n, wagering: 7_000n });
    await inTransaction(app.database.db, (tx) => cashier.setWagering(tx, wallet, 0n));
    expect((await cashier.balances(app.database.db, user.userId, 'BRL')).wagering).toBe(0n);
  });

  it('counts many lost stakes in one statement: per account, two bets of one player summed, floored at zero', async () => {
    const { cashier } = app.services;
    const [first, second] = [(await registerPlayer(app)).user, (await registerPlayer(app)).user];
    await fund(first.userId, 5_000n, `many-fund-${first.userId}`);
    await fund(second.userId, 1_000n, `many-fund-${second.userId}`);
    const [firstWallet, secondWallet] = [await walletOf(first.userId), await walletOf(second.userId)];
    await inTransaction(app.database.db, (tx) =>
      cashier.countWagered(tx, [
        { wallet: firstWallet, stakeMinor: 1_200n },
        { wallet: secondWallet, stakeMinor: 800n },
        { wallet: firstWallet, stakeMinor: 300n },
        { wallet: secondWallet, stakeMinor: 700n },
      ]),
    );
    expect((await cashier.balances(app.database.db, first.userId, 'BRL')).wagering).toBe(3_500n);
    expect((await cashier.balances(app.database.db, second.userId, 'BRL')).wagering).toBe(0n);
    await inTransaction(app.database.db, (tx) => cashier.countWagered(tx, []));
  });

  it('pays rewards only from a funded budget and moves money between a player’s own balances', async () => {
    const { user } = await registerPlayer(app);
    const { cashier, rewards } = app.services;
    const wallet = await walletOf(user.userId);
    // A loyalty reward (Brazil's profile allows those) into the task bonus, from a campaign of its own.
    const campaign = await rewards.campaigns.create(null, {
      kind: 'vip_level_up',
      name: 'Cashier test',
      currencyId: 'BRL',
      paysTo: 'task_bonus',
      wageringMultiplier: 1,
      expiryHours: 24,
      gameWeights: {},
      velocityPerHour: 10,
    });
    const grant = (reference: string) =>
      inTransaction(app.database.db, (tx) =>
        rewards.granter.grant(tx, {
          userId: user.userId,
          currencyId: 'BRL',
          kind: 'vip_level_up',
          reference,
          amountMinor: 800n,
          identities: [`user:${user.userId}`],
        }),
      );
    // An empty budget pays nothing, and nothing is written.
    await expect(grant('first')).rejects.toMatchObject({ status: STATUS.REWARD_BUDGET_SPENT });
    await rewards.campaigns.fund(null, campaign.id, { amount: 10, reason: 'cashier test' });
    await grant('first');
    expect((await cashier.balances(app.database.db, user.userId, 'BRL')).taskBonus).toBe(800n);
    await expect(grant('second')).rejects.toMatchObject({ status: STATUS.REWARD_BUDGET_SPENT });
    await rewards.campaigns.setStatus(null, campaign.id, 'ENDED');
    const moved = await inTransaction(app.database.db, (tx) =>
      cashier.transfer(tx, wallet, 'task_bonus', 'cash', {
        kind: TEST_LEDGER.kind.test_convert,
        reference: `convert-${user.userId}`,
        amountMinor: 300n,
      }),
    );
    expect(moved).toEqual({ from: 500n, to: 300n });
    await expect(
      inTransaction(app.database.db, (tx) =>
        cashier.transfer(tx, wallet, 'cash', 'withdraw_hold', {
          kind: TEST_LEDGER.kind.test_hold,
          reference: `hold-${user.userId}`,
          amountMinor: 301n,
        }),
      ),
    ).rejects.toMatchObject({ status: STATUS.INSUFFICIENT_BALANCE });
    expect(await cashier.balances(app.database.db, user.userId, 'BRL')).toMatchObject({
      cash: 300n,
      taskBonus: 500n,
    });
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('learns account ids only from committed rows', async () => {
    const { user } = await registerPlayer(app);
    const { cashier } = app.services;
    // Opened inside a transaction that rolls back: nothing of it may be remembered.
    await expect(
      inTransaction(app.database.db, async (tx) => {
        await cashier.wallet(tx, user.userId, 'USD');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const wallet = await cashier.wallet(app.database.db, user.userId, 'USD');
    const [cash] = await app.database.db
      .select()
      .from(accounts)
      .where(sql`${accounts.id} = ${wallet.accounts.cash}`);
    expect(cash).toMatchObject({ userId: user.userId, kind: 'cash', currencyId: 'USD' });
  });
});

describe('idempotency', () => {
  it('answers a retry with the first answer and refuses the key with other parameters', async () => {
    const { user } = await registerPlayer(app);
    await fund(user.userId, 1_000n, `idem-${user.userId}`);
    const wallet = await walletOf(user.userId);
    const pay = (amountMinor: bigint) =>
      once(app.database.db, `test:${user.userId}`, 'key-0001', { amountMinor }, async (tx) => {
        const reference = `idem-${user.userId}-${amountMinor}-${Math.random()}`;
        await app.services.cashier.stake(tx, wallet, {
          kind: TEST_LEDGER.kind.test_debit,
          reference,
          amountMinor,
        });
        return { reference };
      });
    const results = await Promise.all([pay(300n), pay(300n), pay(300n)]);
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
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
