import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { sessions, users } from '../user/index.ts';
import {
  createTestApp,
  registerPlayer,
  testIdentity,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' });
});
afterAll(() => app.close());

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('register', () => {
  it('creates a player with every user field, a zero balance and a live token', async () => {
    const username = uniqueName();
    const { body } = await app.call({
      url: '/api/auth/register',
      body: { username, password: 'correct-horse-1', ...testIdentity() },
    });
    expect(body.status).toBe(0);
    expect(typeof body.time).toBe('number');
    const user = body.user;
    for (const field of [
      'token',
      'username',
      'email',
      'phone',
      'balance',
      'taskBonusBalance',
      'registerTaskBonusBalance',
      'depositForWithdraw',
      'noticeUpdateTime',
      'phoneChecked',
      'userId',
      'rechargeCount',
      'firstRechargeFlag',
      'avatar',
      'currSymbol',
      'currRatio',
      'vipLevel',
      'useGameSymbol',
      'thirdLoginTypes',
      'bind2Auth',
      'appVersion',
      'nickname',
    ]) {
      expect(user, field).toHaveProperty(field);
    }
    expect(user).toMatchObject({
      username,
      balance: 0,
      rechargeCount: 0,
      firstRechargeFlag: false,
      vipLevel: { level: 0 },
    });
    expect(user.currSymbol).toBe('R$');
    expect(user.token.length).toBeGreaterThanOrEqual(43);

    const info = await app.call({ method: 'GET', url: '/api/auth/user_info', token: user.token });
    expect(info.body.status).toBe(0);
    expect(info.body.user.userId).toBe(user.userId);
  });

  it('stores the token hashed and the password as argon2id', async () => {
    const { token, username } = await registerPlayer(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.username, username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash.toString('base64url')).not.toBe(token);
  });

  it('registers by phone with the Brazilian check, and refuses a taken phone', async () => {
    const phone = `11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await app.call({
      url: '/api/auth/register',
      body: { phone, password: 'correct-horse-1', ...testIdentity() },
    });
    expect(first.body.status).toBe(0);
    expect(first.body.user.phone).toBe(`55${phone.replace(/\D/g, '')}`);
    const again = await app.call({
      url: '/api/auth/register',
      body: { phone, password: 'correct-horse-1', ...testIdentity() },
      ip: '10.1.1.9',
    });
    expect(again.body.status).toBe(STATUS.PHONE_TAKEN);
    const bad = await app.call({
      url: '/api/auth/register',
      body: { phone: '01 1234-5678', password: 'correct-horse-1', ...testIdentity() },
    });
    expect(bad.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: 'PHONE_RULE',
      extra: { field: 'phone' },
    });
  });

  it('refuses a taken username, case-insensitively, without writing anything', async () => {
    const { username } = await registerPlayer(app);
    const before = await userCount();
    const again = await app.call({
      url: '/api/auth/register',
      body: { username: username.toUpperCase(), password: 'another-pass-1', ...testIdentity() },
    });
    expect(again.body.status).toBe(STATUS.USERNAME_TAKEN);
    expect(await userCount()).toBe(before);
  });

  it('keeps one account when the same username registers concurrently', async () => {
    const username = uniqueName('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        app.call({
          url: '/api/auth/register',
          body: { username, password: 'correct-horse-1', ...testIdentity() },
          ip: `10.2.0.${index}`,
        }),
      ),
    );
    const statuses = results.map((result) => result.body.status).sort();
    expect(statuses.filter((status) => status === 0)).toHaveLength(1);
    expect(statuses.filter((status) => status === STATUS.USERNAME_TAKEN)).toHaveLength(4);
  });

  it('links the inviter from p and refuses an unknown invite code', async () => {
    const inviter = await registerPlayer(app);
    const invited = await app.call({
      url: '/api/auth/register',
      body: {
        username: uniqueName(),
        password: 'correct-horse-1',
        p: inviter.user.inviteCode,
        ...testIdentity(),
      },
    });
    expect(invited.body.status).toBe(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, invited.body.user.userId));
    expect(row?.invitedBy).toBe(inviter.user.userId);

    const unknown = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', p: 'ZZZZ9999', ...testIdentity() },
    });
    expect(unknown.body.status).toBe(STATUS.INVITE_CODE_INVALID);
  });
});

describe('login and logout', () => {
  it('logs in, and logout kills the token on the server', async () => {
    const { username, password } = await registerPlayer(app);
    const login = await app.call({ url: '/api/auth/login', body: { username, password } });
    expect(login.body.status).toBe(0);
    const token = login.body.user.token;
    expect((await app.call({ url: '/api/auth/check', token })).body.model).toEqual({ loggedIn: true });

    expect((await app.call({ url: '/api/auth/logout', token })).body.status).toBe(0);
    expect((await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.status).toBe(
      STATUS.LOGIN_EXPIRED,
    );
    expect((await app.call({ url: '/api/auth/check', token })).body.model).toEqual({ loggedIn: false });
    // Logging out again is harmless.
    expect((await app.call({ url: '/api/auth/logout', token })).body.status).toBe(0);
  });

  it('answers 1012 without a token and 1013 for an unknown one', async () => {
    expect((await app.call({ method: 'GET', url: '/api/auth/user_info' })).body.status).toBe(
      STATUS.LOGIN_REQUIRED,
    );
    expect(
      (await app.call({ method: 'GET', url: '/api/auth/user_info', token: 'x'.repeat(43) })).body.status,
    ).toBe(STATUS.LOGIN_EXPIRED);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { username } = await registerPlayer(app);
    const wrong = await app.call({
      url: '/api/auth/login',
      body: { username, password: 'not-the-password' },
      ip: '10.3.0.1',
    });
    const unknown = await app.call({
      url: '/api/auth/login',
      body: { username: uniqueName('ghost'), password: 'whatever-1' },
      ip: '10.3.0.2',
    });
    expect(wrong.body.status).toBe(STATUS.INVALID_CREDENTIALS);
    expect(unknown.body.status).toBe(STATUS.INVALID_CREDENTIALS);
  });

  it('locks an account after repeated failures from one IP, even with the right password, there only', async () => {
    const { username, password } = await registerPlayer(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await app.call({
        url: '/api/auth/login',
        body: { username, password: 'wrong-password' },
        ip: '10.4.0.1',
      });
      expect(failed.body.status).toBe(STATUS.INVALID_CREDENTIALS);
    }
    const locked = await app.call({ url: '/api/auth/login', body: { username, password }, ip: '10.4.0.1' });
    expect(locked.body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
    expect(locked.body.extra.minutes).toBeGreaterThanOrEqual(1);
    const elsewhere = await app.call({
      url: '/api/auth/login',
      body: { username, password },
      ip: '10.4.1.1',
    });
    expect(elsewhere.body.status).toBe(0);
  });

  it('locks an IP that fails across many accounts', async () => {
    const ip = '10.5.0.1';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await app.call({
        url: '/api/auth/login',
        body: { username: uniqueName('spray'), password: 'guess-123' },
        ip,
      });
    }
    const { username, password } = await registerPlayer(app);
    expect((await app.call({ url: '/api/auth/login', body: { username, password }, ip })).body.status).toBe(
      STATUS.TOO_MANY_LOGIN_ATTEMPTS,
    );
    expect(
      (await app.call({ url: '/api/auth/login', body: { username, password }, ip: '10.5.0.2' })).body.status,
    ).toBe(0);
  });
});

describe('browser id', () => {
  it('gives a visitor hash the same id every time, and an empty hash a new one', async () => {
    const first = await app.call({ method: 'GET', url: '/api/auth/browser_foot_print?t=abc123def456' });
    const second = await app.call({ method: 'GET', url: '/api/auth/browser_foot_print?t=abc123def456' });
    expect(first.body.status).toBe(0);
    expect(first.body.model).toMatch(/^bf_/);
    expect(second.body.model).toBe(first.body.model);
    const anonymous = await app.call({ method: 'GET', url: '/api/auth/browser_foot_print?t=' });
    expect(anonymous.body.model).not.toBe(first.body.model);
    const bad = await app.call({ method: 'GET', url: '/api/auth/browser_foot_print?t=%3Cscript%3E' });
    expect(bad.body.status).toBe(STATUS.INVALID_INPUT);
  });
});

describe('vip list', () => {
  it('lists the ladder from level 0', async () => {
    const { body } = await app.call({ url: '/api/user/vip_list' });
    expect(body.status).toBe(0);
    expect(body.list?.[0]).toMatchObject({ level: 0 });
    expect(body.list?.length).toBeGreaterThan(5);
  });
});
