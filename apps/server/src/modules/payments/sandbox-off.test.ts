import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import { sandboxPayments } from './payments.tables.ts';
import { siteSettings } from '../site/index.ts';
import { createTestApp, registerPlayer, testIdentity, type TestApp } from '../../../test/harness.ts';

/**
 * A real site (SANDBOX_PROVIDERS off): the sandbox pages do not exist, a channel naming the sandbox
 * provider takes no order, and a text message is refused plainly rather than stored for an open inbox.
 */
describe('with the sandbox providers off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SANDBOX_PROVIDERS: 'false' });
  });
  afterAll(() => app.close());

  it('serves neither the SMS inbox nor the hosted payment page', async () => {
    expect((await app.http.inject({ method: 'GET', url: '/sandbox/sms' })).statusCode).toBe(404);
    const page = await app.http.inject({ method: 'GET', url: `/sandbox/pay/sbx_${'0'.repeat(24)}` });
    expect(page.statusCode).toBe(404);
  });

  it('takes no recharge order through the sandbox channel, and writes nothing', async () => {
    const player = await registerPlayer(app);
    const answer = await app.call({
      url: '/api/pay/recharge',
      token: player.token,
      body: { channelId: 'sandbox-brl', amount: 50 },
      headers: { [HEADER.idempotencyKey]: 'sandbox-off-1' },
    });
    expect(answer.body).toMatchObject({ status: STATUS.PAY_MAINTENANCE, message: 'PROVIDER_NOT_INSTALLED' });
    expect(await app.database.db.select().from(sandboxPayments)).toEqual([]);
  });

  it('refuses to send an SMS code with SMS_UNAVAILABLE', async () => {
    await app.write((tx) =>
      tx
        .update(siteSettings)
        .set({
          settings: sql`${siteSettings.settings} || ${JSON.stringify({ enabledSmsConfigs: ['LOGIN'] })}::jsonb`,
        })
        .where(eq(siteSettings.id, 'main')),
    );
    const phone = '21 98765-4321';
    const registered = await app.call({
      url: '/api/auth/register',
      body: { phone, password: 'correct-horse-1', ...testIdentity() },
    });
    expect(registered.body.status).toBe(0);
    const sent = await app.call({ url: '/api/auth/sms/send_code', body: { phone } });
    expect(sent.body.status).toBe(STATUS.SMS_UNAVAILABLE);
  });
});
