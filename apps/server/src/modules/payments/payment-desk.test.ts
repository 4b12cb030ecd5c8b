import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import { auditLog } from '../operators/index.ts';
import { createStaffedTestApp, staffToken, registerPlayer, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let finance: string;
let support: string;

beforeAll(async () => {
  app = await createStaffedTestApp();
  finance = await staffToken(app, ['finance']);
  support = await staffToken(app, ['support']);
});
afterAll(() => app.close());

const desk = async (token = finance) =>
  (await app.call({ method: 'GET', url: '/api/operator/payments', token })).body;
const patchChannel = (id: string, body: Record<string, unknown>, token = finance) =>
  app.call({ method: 'PATCH', url: `/api/operator/payments/channels/${id}`, token, body });
const playerChannels = async (token: string) =>
  (await app.call({ url: '/api/pay/recharge_channels', token })).body.list as { id: string }[];
const recharge = (token: string, channelId: string) =>
  app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId, amount: 50 },
    headers: { [HEADER.idempotencyKey]: `desk-${Math.random().toString(36).slice(2, 12)}` },
  });
const lastAudit = async (prefix: string) =>
  (
    await app.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('payment desk', () => {
  it('shows every channel, the withdrawal limits and the installed providers to finance only', async () => {
    const view = await desk();
    expect(view.status).toBe(0);
    expect(view.model.providers).toEqual(['sandbox']);
    expect(view.model.payMaintenance).toBe(false);
    expect(view.model.channels).toContainEqual(
      expect.objectContaining({ id: 'sandbox-brl', currencyId: 'BRL', min: 10, max: 50_000, enabled: true }),
    );
    expect(view.model.withdrawLimits).toContainEqual(
      expect.objectContaining({ currencyId: 'BRL', min: 20, max: 50_000, providerInstalled: true }),
    );
    expect((await desk(support)).status).toBe(STATUS.FORBIDDEN);
    const refused = await patchChannel('sandbox-brl', { enabled: false }, support);
    expect(refused.body.status).toBe(STATUS.FORBIDDEN);
    expect((await desk()).model.channels).toContainEqual(
      expect.objectContaining({ id: 'sandbox-brl', enabled: true }),
    );
  });

  it('refuses inconsistent amounts and changes nothing', async () => {
    const aboveMax = await patchChannel('sandbox-brl', { min: 60_000 });
    expect(aboveMax.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      extra: { field: 'min', reason: 'MIN_ABOVE_MAX' },
    });
    const quick = await patchChannel('sandbox-brl', { quickAmounts: [5, 20] });
    expect(quick.body.extra).toMatchObject({ field: 'quickAmounts', reason: 'QUICK_AMOUNT_OUT_OF_RANGE' });
    const decimals = await patchChannel('sandbox-brl', { min: '10.001' });
    expect(decimals.body.extra).toMatchObject({ field: 'min', reason: 'AMOUNT_INVALID' });
    expect((await patchChannel('sandbox-brl', {})).body.status).toBe(STATUS.INVALID_INPUT);
    expect((await patchChannel('no-such-channel', { enabled: false })).body.status).toBe(STATUS.NOT_FOUND);
    expect((await desk()).model.channels).toContainEqual(
      expect.objectContaining({ id: 'sandbox-brl', min: 10, max: 50_000 }),
    );
  });

  it('hides a disabled channel from players and takes no deposit through it, audited before and after', async () => {
    const player = await registerPlayer(app);
    const changed = await patchChannel('sandbox-brl', { enabled: false, min: 15, quickAmounts: [100, 15] });
    expect(changed.body.model).toMatchObject({ enabled: false, min: 15, quickAmounts: [15, 100] });
    expect((await playerChannels(player.token)).map((channel) => channel.id)).not.toContain('sandbox-brl');
    expect((await recharge(player.token, 'sandbox-brl')).body.status).toBe(STATUS.NOT_FOUND);
    const audit = await lastAudit('payments.channel.update');
    expect(audit?.details).toMatchObject({
      before: { enabled: true, minMinor: '1000' },
      after: { enabled: false, minMinor: '1500', quickAmountsMinor: ['1500', '10000'] },
    });
    await patchChannel('sandbox-brl', { enabled: true, min: 10 });
    expect((await recharge(player.token, 'sandbox-brl')).body.status).toBe(0);
  });

  it('creates a channel only of an installed provider, once per id', async () => {
    const channel = {
      id: 'pix-express',
      name: 'PIX Express',
      provider: 'sandbox',
      currencyId: 'BRL',
      min: 5,
      max: 1_000,
      quickAmounts: [5, 50],
      enabled: true,
      sortOrder: 0,
    };
    const create = (body: Record<string, unknown>) =>
      app.call({ url: '/api/operator/payments/channels', token: finance, body });
    expect((await create({ ...channel, provider: 'acme-pay' })).body.extra).toMatchObject({
      field: 'provider',
      reason: 'PROVIDER_NOT_INSTALLED',
    });
    expect((await create({ ...channel, currencyId: 'EUR' })).body.extra).toMatchObject({
      field: 'currencyId',
    });
    expect((await create({ ...channel, id: 'Bad Id' })).body.status).toBe(STATUS.INVALID_INPUT);
    expect((await create(channel)).body.model).toMatchObject({ id: 'pix-express', providerInstalled: true });
    expect((await create(channel)).body.extra).toMatchObject({ field: 'id', reason: 'CHANNEL_EXISTS' });
    const player = await registerPlayer(app);
    expect((await playerChannels(player.token))[0]).toMatchObject({ id: 'pix-express', min: 5 });
  });

  it('sets withdrawal limits per currency and switches pay maintenance (-1119)', async () => {
    const put = (currencyId: string, body: Record<string, unknown>) =>
      app.call({
        method: 'PUT',
        url: `/api/operator/payments/withdraw-limits/${currencyId}`,
        token: finance,
        body,
      });
    const limits = { provider: 'sandbox', min: 30, max: 20_000, kycThreshold: 5_000 };
    expect((await put('BRL', { ...limits, min: 30_000 })).body.extra).toMatchObject({
      reason: 'MIN_ABOVE_MAX',
    });
    expect((await put('BRL', limits)).body.model).toMatchObject({ currencyId: 'BRL', ...limits });
    expect((await lastAudit('payments.withdrawLimits'))?.details).toMatchObject({
      before: { minMinor: '2000' },
      after: { minMinor: '3000', kycThresholdMinor: '500000' },
    });

    const player = await registerPlayer(app);
    const on = await app.call({
      url: '/api/operator/payments/maintenance',
      token: finance,
      body: { enabled: true },
    });
    expect(on.body.model).toEqual({ payMaintenance: true });
    expect((await recharge(player.token, 'sandbox-brl')).body.status).toBe(STATUS.PAY_MAINTENANCE);
    expect((await desk()).model.payMaintenance).toBe(true);
    await app.call({ url: '/api/operator/payments/maintenance', token: finance, body: { enabled: false } });
    expect((await recharge(player.token, 'sandbox-brl')).body.status).toBe(0);
    expect((await lastAudit('payments.maintenance'))?.details).toMatchObject({
      after: { payMaintenance: false },
    });
  });
});
