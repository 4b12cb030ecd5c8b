import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import { sandboxPayments } from './payments.tables.ts';
import { ledgerTransactions } from '../wallet/index.ts';
import { createTestApp, registerPlayer, uniqueName, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

async function openOrder(token: string, amount: number, channelId = 'sandbox-brl') {
  const order = await app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId, amount },
    headers: { [HEADER.idempotencyKey]: `payer-${randomBytes(6).toString('hex')}` },
  });
  expect(order.body.status).toBe(STATUS.SUCCESS);
  return {
    orderId: order.body.model.id as string,
    paymentId: new URL(order.body.model.payUrl).pathname.split('/').pop() ?? '',
  };
}

const orderStatus = async (token: string, orderId: string) =>
  (await app.call({ url: '/api/pay/recharge_order', token, body: { id: orderId } })).body.model?.status;
const balanceOf = async (token: string) =>
  (await app.call({ url: '/api/auth/user_info', token })).body.user?.balance ?? 0;

describe('deposits only from the player’s own CPF (Portaria SPA/MF 615/2024)', () => {
  it('credits a payment from the player’s CPF, and refunds one from another person’s without a posting', async () => {
    const player = await registerPlayer(app);
    const own = await openOrder(player.token, 40);
    const [payment] = await app.write((tx) =>
      tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, own.paymentId)),
    );
    expect(payment?.customerCpf).toMatch(/^\d{11}$/);
    await app.services.sandbox.complete(own.paymentId, 'pay');
    await app.workerTick();
    expect(await orderStatus(player.token, own.orderId)).toBe('PAID');

    const other = await openOrder(player.token, 25);
    await app.services.sandbox.complete(other.paymentId, 'pay_third_party');
    await app.workerTick();
    // The refusal's webhook led to a refund at the provider, whose own webhook closes the order.
    await app.workerTick();
    expect(await orderStatus(player.token, other.orderId)).toBe('REFUNDED');
    const [refunded] = await app.write((tx) =>
      tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, other.paymentId)),
    );
    expect(refunded?.status).toBe('REFUNDED');
    const postings = await app.write((tx) =>
      tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, other.orderId)),
    );
    expect(postings).toHaveLength(0);
    expect(await balanceOf(player.token)).toBe(40);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('does not check the payer where the market does not ask for it', async () => {
    const answer = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
    });
    const token = answer.body.user.token as string;
    const order = await openOrder(token, 10, 'sandbox-usd');
    await app.services.sandbox.complete(order.paymentId, 'pay_third_party');
    await app.workerTick();
    expect(await orderStatus(token, order.orderId)).toBe('PAID');
  });
});
