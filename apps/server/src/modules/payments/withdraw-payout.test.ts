import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxPayments, withdrawOrders } from './payments.tables.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pendingWithdrawal } from '../../../test/withdrawals.ts';

/**
 * A payout carries the provider's reference, or stays PROCESSING without one (where the worker sends it
 * again, idempotently): a process that dies between the provider's answer and our record of it must not
 * leave a withdrawal PAID with nothing to reconcile it by.
 */
let app: TestApp;
let operatorToken: string;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
  const created = await app.services.operators.ensureFirstAdmin();
  operatorToken = (
    await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'admin', password: created?.generatedPassword },
    })
  ).body.model.token;
});
afterAll(() => app.close());

const orderRow = async (id: string) =>
  (await app.database.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0];
const payoutsAtProvider = (id: string) =>
  app.database.db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.kind, 'payout'), eq(sandboxPayments.merchantReference, id)));
const approve = (id: string) =>
  app.call({ url: '/api/operator/withdraws/approve', token: operatorToken, body: { id } });

describe('a payout interrupted between the provider and our record', () => {
  it('ends PAID with the provider’s reference when the process died after the provider took it', async () => {
    const id = await pendingWithdrawal(app, 40);
    const sandbox = app.services.sandbox;
    const createPayout = sandbox.createPayout.bind(sandbox);
    // The provider takes the payout, then the process "dies" before the reference is written down.
    sandbox.createPayout = async (input) => {
      await createPayout(input);
      throw new Error('SIGKILL');
    };
    try {
      await approve(id);
    } finally {
      sandbox.createPayout = createPayout;
    }
    expect(await orderRow(id)).toMatchObject({ status: 'PROCESSING' });
    // The provider's webhook arrives (the next process's worker delivers it), then the resume turn runs.
    await app.workerTick();
    await app.workerTick();
    const [payout] = await payoutsAtProvider(id);
    expect(await orderRow(id)).toMatchObject({ status: 'PAID', providerReference: payout?.id });
  });

  it('answers the approval as PROCESSING when the provider call fails, and the worker sends it once', async () => {
    const id = await pendingWithdrawal(app, 30);
    const sandbox = app.services.sandbox;
    const createPayout = sandbox.createPayout.bind(sandbox);
    sandbox.createPayout = () => Promise.reject(new Error('provider unreachable'));
    let answer;
    try {
      answer = await approve(id);
    } finally {
      sandbox.createPayout = createPayout;
    }
    // The approval committed: the operator is told so, not shown an error inviting a second approval.
    expect(answer.body).toMatchObject({ status: 0, model: { id, status: 'PROCESSING' } });
    await app.write((tx) =>
      tx
        .update(withdrawOrders)
        .set({ reviewedAt: new Date(Date.now() - 60_000) })
        .where(eq(withdrawOrders.id, id)),
    );
    await app.workerTick();
    await app.workerTick();
    const payouts = await payoutsAtProvider(id);
    expect(payouts).toHaveLength(1);
    expect(await orderRow(id)).toMatchObject({ status: 'PAID', providerReference: payouts[0]?.id });
  });

  it('sends one payout to the provider when the worker and the approval send it at once', async () => {
    const id = await pendingWithdrawal(app, 20);
    const order = await orderRow(id);
    const input = {
      reference: id,
      amountMinor: 2000n,
      currencyId: 'BRL',
      destination: { holderName: 'Maria' },
    };
    expect(order).toBeDefined();
    const answers = await Promise.all([1, 2, 3].map(() => app.services.sandbox.createPayout(input)));
    expect(new Set(answers.map((answer) => answer.providerReference)).size).toBe(1);
    expect(await payoutsAtProvider(id)).toHaveLength(1);
  });

  it('refuses, in the database, a PAID withdrawal without the provider’s reference', async () => {
    const id = await pendingWithdrawal(app, 25);
    await expect(
      app.write((tx) =>
        tx
          .update(withdrawOrders)
          .set({ status: 'PAID', settledAt: new Date() })
          .where(eq(withdrawOrders.id, id)),
      ),
    ).rejects.toThrow();
    expect(await orderRow(id)).toMatchObject({ status: 'PENDING_REVIEW', providerReference: null });
  });
});
