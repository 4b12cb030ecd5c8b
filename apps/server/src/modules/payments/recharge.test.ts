import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import { rechargeOrders } from './payments.tables.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { SIGNATURE_HEADER, signPayload } from './sandbox/signature.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let sequence = 0;
const requestId = () => `req-${Date.now().toString(36)}-${(sequence += 1)}`;

async function openOrder(token: string, amount: unknown, id = requestId()) {
  return app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId: 'sandbox-brl', amount },
    headers: { [HEADER.idempotencyKey]: id },
  });
}

const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user;

describe('recharge', () => {
  it('lists the channels of the player currency with limits and quick amounts', async () => {
    const { token } = await registerPlayer(app);
    const { body } = await app.call({ url: '/api/pay/recharge_channels', token });
    expect(body.list).toEqual([
      {
        id: 'sandbox-brl',
        name: 'PIX (sandbox)',
        currencyId: 'BRL',
        min: 10,
        max: 50_000,
        quickAmounts: [20, 50, 100, 200, 500, 1000],
      },
    ]);
  });

  it('credits a paid order once through the sandbox page and webhook, and counts the first recharge', async () => {
    const { token, user } = await registerPlayer(app);
    const order = (await openOrder(token, 50.25)).body.model;
    expect(order).toMatchObject({ amount: 50.25, status: 'PENDING', currencyId: 'BRL' });
    expect(order.payUrl).toMatch(/\/sandbox\/pay\/sbx_[0-9a-f]{24}$/);

    const page = await app.http.inject({ method: 'GET', url: new URL(order.payUrl).pathname });
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('50.25');
    await app.http.inject({
      method: 'POST',
      url: `${new URL(order.payUrl).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(
      (await app.call({ url: '/api/pay/recharge_order', token, body: { id: order.id } })).body.model.status,
    ).toBe('PENDING');

    await app.workerTick();
    const paid = await app.call({ url: '/api/pay/recharge_order', token, body: { id: order.id } });
    expect(paid.body.model).toMatchObject({ status: 'PAID', first: true });
    expect(await balanceOf(token)).toMatchObject({
      balance: 50.25,
      rechargeCount: 1,
      firstRechargeFlag: true,
      depositForWithdraw: 50.25,
      userId: user.userId,
    });

    const paidList = await app.call({
      url: '/api/pay/paid_list',
      token,
      body: { ids: [order.id, 'RNOTMINE'] },
    });
    expect(paidList.body.list).toEqual([{ id: order.id, first: true, usdAmount: 9.05, amount: 50.25 }]);

    const history = await app.call({
      url: '/api/wallet/history',
      token,
      body: { pageNo: 1, pageSize: 10, kind: 'recharge' },
    });
    expect(history.body.page.content).toEqual([
      expect.objectContaining({
        kind: 'recharge',
        amount: 50.25,
        type: 'deposit',
        label: 'WALLET_ROW_DEPOSIT_VIA',
        method: 'PIX (sandbox)',
        moneyMoved: true,
        link: { type: 'order', id: order.id },
      }),
    ]);
    expect(history.body.page.total).toBe(1);

    // The second recharge is not the first.
    const second = (await openOrder(token, 20)).body.model;
    await app.services.sandbox.complete(new URL(second.payUrl).pathname.split('/').pop() ?? '', 'pay');
    await app.workerTick();
    expect(
      (await app.call({ url: '/api/pay/recharge_order', token, body: { id: second.id } })).body.model.first,
    ).toBe(false);
    expect((await balanceOf(token)).balance).toBe(70.25);
  });

  it('credits once when the same webhook arrives 5 times at once', async () => {
    const { token } = await registerPlayer(app);
    const order = (await openOrder(token, 100)).body.model;
    const providerReference = new URL(order.payUrl).pathname.split('/').pop() as string;
    // Paid from the player's own CPF, as Brazil's market requires (the sandbox knows its customer's).
    const payerCpf = (await app.services.sandbox.findPayment(providerReference))?.customerCpf;
    const payload = JSON.stringify({
      id: `evt_dup_${order.id}`,
      type: 'payment.succeeded',
      data: { reference: order.id, providerReference, amountMinor: '10000', currencyId: 'BRL', payerCpf },
    });
    const deliver = () =>
      app.http.inject({
        method: 'POST',
        url: '/api/webhooks/payments/sandbox',
        payload,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signPayload(app.config.SANDBOX_PAYMENT_SECRET, payload, Date.now()),
        },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, deliver));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'credited',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await balanceOf(token)).balance).toBe(100);

    // A new event id for the same, already paid, order changes nothing either.
    const replay = payload.replace(`evt_dup_${order.id}`, `evt_other_${order.id}`);
    const again = await app.http.inject({
      method: 'POST',
      url: '/api/webhooks/payments/sandbox',
      payload: replay,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(app.config.SANDBOX_PAYMENT_SECRET, replay, Date.now()),
      },
    });
    expect(again.json().outcome).toBe('ignored');
    expect((await balanceOf(token)).balance).toBe(100);
  });

  it('refuses webhooks with a bad signature, a stale timestamp or a changed body', async () => {
    const { token } = await registerPlayer(app);
    const order = (await openOrder(token, 30)).body.model;
    const providerReference = new URL(order.payUrl).pathname.split('/').pop() as string;
    const payerCpf = (await app.services.sandbox.findPayment(providerReference))?.customerCpf;
    const payload = JSON.stringify({
      id: `evt_forged_${order.id}`,
      type: 'payment.succeeded',
      data: { reference: order.id, providerReference, amountMinor: '3000', currencyId: 'BRL', payerCpf },
    });
    const send = (body: string, signature: string | undefined) =>
      app.http.inject({
        method: 'POST',
        url: '/api/webhooks/payments/sandbox',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
        },
      });
    const secret = app.config.SANDBOX_PAYMENT_SECRET;
    expect((await send(payload, undefined)).statusCode).toBe(400);
    expect((await send(payload, signPayload('another-secret-of-16+', payload, Date.now()))).statusCode).toBe(
      400,
    );
    expect((await send(payload, signPayload(secret, payload, Date.now() - 10 * 60_000))).statusCode).toBe(
      400,
    );
    const tampered = payload.replace('"3000"', '"300000"');
    expect((await send(tampered, signPayload(secret, payload, Date.now()))).statusCode).toBe(400);
    // A correctly signed event whose amount differs from the order is ignored.
    expect((await send(tampered, signPayload(secret, tampered, Date.now()))).json().outcome).toBe('ignored');
    expect((await balanceOf(token)).balance).toBe(0);
  });

  it('closes failed and expired orders without a credit', async () => {
    const { token } = await registerPlayer(app);
    const failed = (await openOrder(token, 15)).body.model;
    const expired = (await openOrder(token, 16)).body.model;
    await app.services.sandbox.complete(new URL(failed.payUrl).pathname.split('/').pop() ?? '', 'fail');
    await app.services.sandbox.complete(new URL(expired.payUrl).pathname.split('/').pop() ?? '', 'expire');
    await app.workerTick();
    expect(
      (await app.call({ url: '/api/pay/recharge_order', token, body: { id: failed.id } })).body.model.status,
    ).toBe('FAILED');
    expect(
      (await app.call({ url: '/api/pay/recharge_order', token, body: { id: expired.id } })).body.model.status,
    ).toBe('EXPIRED');
    expect((await balanceOf(token)).balance).toBe(0);
  });

  it('returns the same order for a retried request and refuses the id with another amount', async () => {
    const { token } = await registerPlayer(app);
    const id = requestId();
    const first = (await openOrder(token, 25, id)).body.model;
    const retry = (await openOrder(token, 25, id)).body.model;
    expect(retry.id).toBe(first.id);
    expect((await openOrder(token, 26, id)).body.status).toBe(STATUS.IDEMPOTENCY_KEY_REUSED);
    const missing = await app.call({
      url: '/api/pay/recharge',
      token,
      body: { channelId: 'sandbox-brl', amount: 25 },
    });
    expect(missing.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'REQUEST_ID_INVALID' });
  });

  it.each([
    ['negative', -10, STATUS.AMOUNT_INVALID],
    ['zero', 0, STATUS.AMOUNT_INVALID],
    ['below the decimals', 10.001, STATUS.AMOUNT_INVALID],
    ['NaN text', 'NaN', STATUS.AMOUNT_INVALID],
    ['1e309', '1e309', STATUS.AMOUNT_INVALID],
    ['2^53+1', 2 ** 53 + 1, STATUS.AMOUNT_INVALID],
    ['a word', 'ten', STATUS.AMOUNT_INVALID],
    ['an object', { value: 10 }, STATUS.INVALID_INPUT],
    ['null', null, STATUS.INVALID_INPUT],
    ['below the minimum', 9.99, STATUS.AMOUNT_BELOW_MINIMUM],
    ['above the maximum', 50_000.01, STATUS.AMOUNT_ABOVE_MAXIMUM],
  ])('refuses a %s amount with a clear status and creates nothing', async (_label, amount, status) => {
    const { token, user } = await registerPlayer(app);
    const result = await openOrder(token, amount);
    expect(result.body.status).toBe(status);
    const [orders] = await app.database.db
      .select({ n: count() })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, user.userId));
    expect(orders?.n).toBe(0);
  });

  it('needs a login', async () => {
    expect((await app.call({ url: '/api/pay/recharge_channels' })).body.status).toBe(STATUS.LOGIN_REQUIRED);
  });
});
