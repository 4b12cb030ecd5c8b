import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { rechargeOrders } from './payments.tables.ts';

/**
 * Issue 33 finding 1: a deposit limit holds on the money actually credited, when it is credited. A payment
 * that arrives late (its order expired meanwhile, so it stopped counting) or after the player excluded
 * themselves is sent back through the provider, as a payment from another person's account is.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const openOrder = (token: string, amount: number) =>
  app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId: 'sandbox-brl', amount },
    headers: { [HEADER.idempotencyKey]: `dc-${randomBytes(6).toString('hex')}` },
  });

/** The player pays an order on the sandbox's hosted page; the worker delivers the webhook. */
async function pay(payUrl: string) {
  await app.services.sandbox.complete(new URL(payUrl).pathname.split('/').pop() ?? '', 'pay');
  await app.workerTick();
}

const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user.balance as number;

const orderRow = async (id: string) =>
  (await app.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0];

describe('a payment judged when it is credited', () => {
  it('sends back a late payment of an expired order that a paid order already used the daily limit for', async () => {
    const { token } = await registerPlayer(app);
    const limited = await app.call({
      url: '/api/responsible/limits',
      token,
      body: { limits: [{ kind: 'deposit', period: 'day', value: 100 }] },
    });
    expect(limited.body.status).toBe(STATUS.SUCCESS);

    const first = (await openOrder(token, 100)).body.model;
    // A second order is refused while the first is open: it counts against the limit.
    expect((await openOrder(token, 100)).body.status).toBe(STATUS.LIMIT_REACHED);
    // The first order expires on our side (its payment page is still open at the provider).
    await app.services.rechargeSettlement.expireStale(new Date(Date.now() + 2 * 3_600_000));
    expect((await orderRow(first.id))?.status).toBe('EXPIRED');

    const second = (await openOrder(token, 100)).body.model;
    await pay(second.payUrl);
    expect(await balanceOf(token)).toBe(100);

    // The player pays the expired order after all: it would take today's deposits to 200.
    await pay(first.payUrl);
    expect(await balanceOf(token)).toBe(100);
    expect(await orderRow(first.id)).toMatchObject({ status: 'REFUNDING', refundReason: 'DEPOSIT_LIMIT' });

    // The provider confirms the refund on a later turn of the worker.
    await app.workerTick();
    expect((await orderRow(first.id))?.status).toBe('REFUNDED');
    expect(await balanceOf(token)).toBe(100);
  });

  it('sends back a payment that arrives after the player took a time-out', async () => {
    const { token } = await registerPlayer(app);
    const order = (await openOrder(token, 30)).body.model;
    const excluded = await app.call({
      url: '/api/responsible/exclusion',
      token,
      body: { kind: 'timeout', days: 1, password: 'correct-horse-1' },
    });
    expect(excluded.body.status).toBe(STATUS.SUCCESS);

    await pay(order.payUrl);
    expect(await orderRow(order.id)).toMatchObject({ status: 'REFUNDING', refundReason: 'EXCLUDED' });
    await app.workerTick();
    expect((await orderRow(order.id))?.status).toBe('REFUNDED');
  });
});
