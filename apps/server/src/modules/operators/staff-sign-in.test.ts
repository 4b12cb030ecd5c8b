import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { createTestApp, type TestApp } from '../../../test/harness.ts';

const ADMIN_PASSWORD = 'first-admin-password-1';
let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
  adminToken = (
    await app.call({ url: '/api/operator/auth/login', body: { username: 'root', password: ADMIN_PASSWORD } })
  ).body.model.token;
});
afterAll(() => app.close());

/** The code the app shows in the next 30 s step (accepted: one step of clock drift either way). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const login = (username: string, password: string, totp?: string) =>
  app.call({ url: '/api/operator/auth/login', body: { username, password, ...(totp ? { totp } : {}) } });

describe('staff TOTP', () => {
  it('is set up with a first valid code, then asked at every sign-in, and an admin can reset it', async () => {
    const username = `risk-${Math.floor(Math.random() * 1e6)}`;
    const password = 'operator-password-12';
    const created = await app.call({
      url: '/api/operator/operators',
      token: adminToken,
      body: { username, password, roles: ['risk'], person: `${username}@staff.test` },
    });
    const token = (await login(username, password)).body.model.token as string;

    const setup = await app.call({ url: '/api/operator/auth/totp/setup', token, body: {} });
    expect(setup.body.model.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = setup.body.model.secret as string;
    const wrong = await app.call({ url: '/api/operator/auth/totp/enable', token, body: { code: '000000' } });
    expect([STATUS.TWO_FACTOR_CODE_INVALID, 0]).toContain(wrong.body.status);
    if (wrong.body.status === 0) return; // 000000 happened to be the current code: nothing more to learn.
    const enabled = await app.call({
      url: '/api/operator/auth/totp/enable',
      token,
      body: { code: await generate({ secret }) },
    });
    expect(enabled.body.model).toMatchObject({ username, totpEnabled: true });

    expect((await login(username, password)).body.status).toBe(STATUS.OPERATOR_TOTP_REQUIRED);
    expect((await login(username, 'wrong-password-123')).body.status).toBe(STATUS.INVALID_CREDENTIALS);
    // The code that turned TOTP on is spent: sign-in takes the app's next one.
    const withCode = await login(username, password, await nextCode(secret));
    expect(withCode.body.status).toBe(0);

    const reset = await app.call({
      url: `/api/operator/operators/${created.body.model.id}/totp/reset`,
      token: adminToken,
      body: {},
    });
    expect(reset.body.status).toBe(0);
    // The reset ends the operator's sessions; the next sign-in is by password alone.
    const me = await app.call({
      method: 'GET',
      url: '/api/operator/auth/me',
      token: withCode.body.model.token,
    });
    expect(me.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
    expect((await login(username, password)).body.status).toBe(0);
  });

  it('refuses a code without a setup, and every role may reach its own TOTP and me', async () => {
    const username = `comp-${Math.floor(Math.random() * 1e6)}`;
    const password = 'operator-password-12';
    await app.call({
      url: '/api/operator/operators',
      token: adminToken,
      body: { username, password, roles: ['compliance'], person: `${username}@staff.test` },
    });
    const token = (await login(username, password)).body.model.token as string;
    const me = await app.call({ method: 'GET', url: '/api/operator/auth/me', token });
    expect(me.body.model).toMatchObject({ roles: ['compliance'], totpEnabled: false });
    const enable = await app.call({ url: '/api/operator/auth/totp/enable', token, body: { code: '123456' } });
    expect(enable.body).toMatchObject({
      status: STATUS.TWO_FACTOR_REQUIRED,
      message: 'TWO_FACTOR_SETUP_EXPIRED',
    });
    // Compliance reads the audit log; it may not manage staff.
    expect((await app.call({ method: 'GET', url: '/api/operator/audit', token })).body.status).toBe(0);
    expect((await app.call({ method: 'GET', url: '/api/operator/operators', token })).body.status).toBe(
      STATUS.FORBIDDEN,
    );
  });
});

describe('staff TOTP codes are single-use', () => {
  /** A signed-in operator with TOTP on; their credentials and secret. */
  async function operatorWithTotp() {
    const username = `fin-${Math.floor(Math.random() * 1e6)}`;
    const password = 'operator-password-12';
    await app.call({
      url: '/api/operator/operators',
      token: adminToken,
      body: { username, password, roles: ['finance'], person: `${username}@staff.test` },
    });
    const token = (await login(username, password)).body.model.token as string;
    const secret = (await app.call({ url: '/api/operator/auth/totp/setup', token, body: {} })).body.model
      .secret as string;
    const enabled = await app.call({
      url: '/api/operator/auth/totp/enable',
      token,
      body: { code: await generate({ secret }) },
    });
    expect(enabled.body.status).toBe(0);
    return { username, password, secret };
  }

  it('signs in once with a code: the same code again is refused within its window', async () => {
    const { username, password, secret } = await operatorWithTotp();
    const code = await nextCode(secret);
    expect((await login(username, password, code)).body.status).toBe(0);
    for (let replay = 0; replay < 2; replay += 1) {
      expect((await login(username, password, code)).body).toMatchObject({
        status: STATUS.TWO_FACTOR_CODE_INVALID,
        message: 'TWO_FACTOR_CODE_USED',
      });
    }
    // A code of an earlier step than the one used is refused too.
    expect((await login(username, password, await generate({ secret }))).body.status).toBe(
      STATUS.TWO_FACTOR_CODE_INVALID,
    );
  });

  it('lets one of two simultaneous sign-ins with the same code through', async () => {
    const { username, password, secret } = await operatorWithTotp();
    const code = await nextCode(secret);
    const answers = await Promise.all([1, 2, 3].map(() => login(username, password, code)));
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.status === STATUS.TWO_FACTOR_CODE_INVALID)).toHaveLength(2);
  });

  it('refuses the code that turned TOTP on for the sign-in after', async () => {
    const username = `sup-${Math.floor(Math.random() * 1e6)}`;
    const password = 'operator-password-12';
    await app.call({
      url: '/api/operator/operators',
      token: adminToken,
      body: { username, password, roles: ['support'], person: `${username}@staff.test` },
    });
    const token = (await login(username, password)).body.model.token as string;
    const secret = (await app.call({ url: '/api/operator/auth/totp/setup', token, body: {} })).body.model
      .secret as string;
    const code = await generate({ secret });
    expect(
      (await app.call({ url: '/api/operator/auth/totp/enable', token, body: { code } })).body.status,
    ).toBe(0);
    expect((await login(username, password, code)).body.status).toBe(STATUS.TWO_FACTOR_CODE_INVALID);
  });
});

describe('staff IP allowlist', () => {
  it('refuses every operator call from outside the list, sign-in included, and leaves players alone', async () => {
    const fenced = await createTestApp({
      OPERATOR_ADMIN_USERNAME: 'root',
      OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD,
      OPERATOR_IP_ALLOWLIST: '203.0.113.0/24',
    });
    try {
      await fenced.services.operators.ensureFirstAdmin();
      const body = { username: 'root', password: ADMIN_PASSWORD };
      const outside = await fenced.call({ url: '/api/operator/auth/login', body, ip: '198.51.100.4' });
      expect(outside.http).toBe(403);
      expect(outside.body.status).toBe(STATUS.OPERATOR_IP_NOT_ALLOWED);
      const inside = await fenced.call({ url: '/api/operator/auth/login', body, ip: '203.0.113.9' });
      expect(inside.body.status).toBe(0);
      const stolen = await fenced.call({
        method: 'GET',
        url: '/api/operator/auth/me',
        token: inside.body.model.token,
        ip: '198.51.100.4',
      });
      expect(stolen.body.status).toBe(STATUS.OPERATOR_IP_NOT_ALLOWED);
      const player = await fenced.call({
        method: 'GET',
        url: '/api/home/getH5RefAppUrl',
        ip: '198.51.100.4',
      });
      expect(player.body.status).toBe(0);
    } finally {
      await fenced.close();
    }
  });
});

describe('audit log reading', () => {
  it('lists newest first with operator and action filters, and the chain verifies', async () => {
    const page = await app.call({
      method: 'GET',
      url: '/api/operator/audit?operator=root&action=operator.&pageSize=5',
      token: adminToken,
    });
    expect(page.body.page.total).toBeGreaterThan(0);
    const seqs = page.body.page.content.map((entry: { seq: number }) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(
      page.body.page.content.every(
        (entry: { operator: string; action: string }) =>
          entry.operator === 'root' && entry.action.startsWith('operator.'),
      ),
    ).toBe(true);
    const literal = await app.call({
      method: 'GET',
      url: '/api/operator/audit?action=%25',
      token: adminToken,
    });
    expect(literal.body.page.total).toBe(0);
    const verify = await app.call({ method: 'GET', url: '/api/operator/audit/verify', token: adminToken });
    expect(verify.body.model.broken).toBeUndefined();
    expect(verify.body.model.entries).toBeGreaterThan(0);
  });
});
