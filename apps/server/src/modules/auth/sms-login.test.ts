import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { siteSettings } from '../site/index.ts';
import { sandboxSmsMessages } from '../sms/index.ts';
import { createTestApp, testIdentity, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function enableSmsLogin(enabled: boolean) {
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({
        settings: sql`${siteSettings.settings} || ${JSON.stringify({ enabledSmsConfigs: enabled ? ['LOGIN'] : [] })}::jsonb`,
      })
      .where(eq(siteSettings.id, 'main')),
  );
  app.services.site.invalidate();
}

const latestCode = async () => {
  const [message] = await app.database.db
    .select()
    .from(sandboxSmsMessages)
    .orderBy(desc(sandboxSmsMessages.id))
    .limit(1);
  return {
    code: /\d{6}/.exec(message?.text ?? '')?.[0] ?? '',
    phone: message?.phone,
    count: message?.id ?? 0,
  };
};

describe('SMS login', () => {
  it('is refused while the site has it switched off', async () => {
    await enableSmsLogin(false);
    expect(
      (await app.call({ url: '/api/auth/sms/send_code', body: { phone: '11 98765-4321' } })).body.status,
    ).toBe(STATUS.SMS_LOGIN_DISABLED);
  });

  it('logs a registered phone in with the code from the sandbox inbox, once', async () => {
    await enableSmsLogin(true);
    const phone = `21 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const registered = await app.call({
      url: '/api/auth/register',
      body: { phone, password: 'correct-horse-1', ...testIdentity() },
    });
    expect(registered.body.status).toBe(0);

    expect((await app.call({ url: '/api/auth/sms/send_code', body: { phone } })).body.status).toBe(0);
    const { code, phone: to } = await latestCode();
    expect(to).toBe(`55${phone.replace(/\D/g, '')}`);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await app.call({ url: '/api/auth/sms/login', body: { phone, code: wrong } })).body.status).toBe(
      STATUS.SMS_CODE_INVALID,
    );
    const login = await app.call({ url: '/api/auth/sms/login', body: { phone, code } });
    expect(login.body.status).toBe(0);
    expect(login.body.user.userId).toBe(registered.body.user.userId);
    expect((await app.call({ url: '/api/auth/sms/login', body: { phone, code } })).body.status).toBe(
      STATUS.SMS_CODE_INVALID,
    );
  });

  it('answers an unknown phone like a known one and sends nothing', async () => {
    await enableSmsLogin(true);
    const before = (await latestCode()).count;
    expect(
      (await app.call({ url: '/api/auth/sms/send_code', body: { phone: '31 99999-0000' } })).body.status,
    ).toBe(0);
    expect((await latestCode()).count).toBe(before);
    expect(
      (await app.call({ url: '/api/auth/sms/login', body: { phone: '31 99999-0000', code: '123456' } })).body
        .status,
    ).toBe(STATUS.SMS_CODE_INVALID);
  });

  it('limits codes per phone and validates the input', async () => {
    await enableSmsLogin(true);
    const phone = `41 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await app.call({
      url: '/api/auth/register',
      body: { phone, password: 'correct-horse-1', ...testIdentity() },
      ip: '10.7.0.1',
    });
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await app.call({ url: '/api/auth/sms/send_code', body: { phone } })).body.status);
    expect(answers.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[5]).toBe(STATUS.RATE_LIMITED);
    expect(
      (await app.call({ url: '/api/auth/sms/login', body: { phone, code: '12ab56' } })).body.status,
    ).toBe(STATUS.INVALID_INPUT);
    expect(
      (await app.call({ url: '/api/auth/sms/send_code', body: { phone: '<script>' } })).body.status,
    ).toBe(STATUS.INVALID_INPUT);
  });
});
