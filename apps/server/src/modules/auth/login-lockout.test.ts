import { desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { siteSettings } from '../site/index.ts';
import { sandboxSmsMessages } from '../sms/index.ts';
import {
  createTestApp,
  registerPlayer,
  testIdentity,
  uniqueName,
  type CallResult,
  type TestApp,
} from '../../../test/harness.ts';

/** Guesses allowed per account from one IP in a window (the default of LOGIN_MAX_FAILURES_PER_ACCOUNT). */
const LIMIT = 5;
const IP_LIMIT = 20;
const BURST = 100;
/** The per-account ceiling across IPs: past it every guess waits, none is refused. */
const SLOW_AFTER = 30;
const DELAY_STEP_MS = 20;
const MAX_DELAY_MS = 100;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LIMIT),
    LOGIN_MAX_FAILURES_PER_IP: String(IP_LIMIT),
    LOGIN_ACCOUNT_SLOW_AFTER: String(SLOW_AFTER),
    LOGIN_ACCOUNT_DELAY_STEP_MS: String(DELAY_STEP_MS),
    LOGIN_ACCOUNT_MAX_DELAY_MS: String(MAX_DELAY_MS),
  });
});
afterAll(() => app.close());

const statuses = (results: CallResult[]) => results.map((result) => result.body.status);
const tally = (results: CallResult[], status: number) =>
  statuses(results).filter((value) => value === status).length;

/** `BURST` wrong passwords for one account, all at once, from one IP. */
const wrongPasswordBurst = (body: Record<string, string>, ip: string) =>
  Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      app.call({ url: '/api/auth/login', body: { ...body, password: `wrong-guess-${index}` }, ip }),
    ),
  );

async function enableSmsLogin() {
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({
        settings: sql`${siteSettings.settings} || ${JSON.stringify({ enabledSmsConfigs: ['LOGIN'] })}::jsonb`,
      })
      .where(eq(siteSettings.id, 'main')),
  );
}

const latestSmsCode = async () => {
  const [message] = await app.database.db
    .select()
    .from(sandboxSmsMessages)
    .orderBy(desc(sandboxSmsMessages.id))
    .limit(1);
  return /\d{6}/.exec(message?.text ?? '')?.[0] ?? '';
};

describe('player login lockout under concurrent guessing', () => {
  it(`checks at most ${LIMIT} of ${BURST} simultaneous wrong passwords, then refuses even the right one from that IP`, async () => {
    const { username, password } = await registerPlayer(app);
    const burst = await wrongPasswordBurst({ username }, '10.40.0.1');

    const checked = tally(burst, STATUS.INVALID_CREDENTIALS);
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(checked + tally(burst, STATUS.TOO_MANY_LOGIN_ATTEMPTS)).toBe(BURST);

    const locked = await app.call({ url: '/api/auth/login', body: { username, password }, ip: '10.40.0.1' });
    expect(locked.body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
    expect(locked.body.extra.minutes).toBeGreaterThanOrEqual(1);
    expect(locked.body.extra.retryAfterMs).toBeGreaterThan(0);
    expect(locked.body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('refuses a right password sent in the same burst after the limit', async () => {
    const { username, password } = await registerPlayer(app);
    const ip = '10.40.0.2';
    const burst = await wrongPasswordBurst({ username }, ip);
    const late = await app.call({ url: '/api/auth/login', body: { username, password }, ip });
    expect(tally(burst, STATUS.INVALID_CREDENTIALS)).toBeLessThanOrEqual(LIMIT);
    expect(late.body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
  });

  it('does not let a stranger lock the real player out: another IP still logs in', async () => {
    const { username, password } = await registerPlayer(app);
    await wrongPasswordBurst({ username }, '10.41.0.1');
    const owner = await app.call({ url: '/api/auth/login', body: { username, password }, ip: '10.41.0.2' });
    expect(owner.body.status).toBe(0);
    expect(owner.body.user.username).toBe(username);
  });

  it(`checks at most ${IP_LIMIT} guesses from one IP spread over many accounts`, async () => {
    const ip = '10.42.0.1';
    const burst = await Promise.all(
      Array.from({ length: BURST }, () =>
        app.call({
          url: '/api/auth/login',
          body: { username: uniqueName('spray'), password: 'guess-123' },
          ip,
        }),
      ),
    );
    expect(tally(burst, STATUS.INVALID_CREDENTIALS)).toBeLessThanOrEqual(IP_LIMIT);
    expect(tally(burst, STATUS.TOO_MANY_LOGIN_ATTEMPTS)).toBeGreaterThanOrEqual(BURST - IP_LIMIT);
    const { username, password } = await registerPlayer(app);
    expect((await app.call({ url: '/api/auth/login', body: { username, password }, ip })).body.status).toBe(
      STATUS.TOO_MANY_LOGIN_ATTEMPTS,
    );
    expect(
      (await app.call({ url: '/api/auth/login', body: { username, password }, ip: '10.42.0.2' })).body.status,
    ).toBe(0);
  });

  it('slows, but never locks, an account guessed at from many IPs', async () => {
    const { username, password } = await registerPlayer(app);
    const spread = await Promise.all(
      Array.from({ length: SLOW_AFTER + 10 }, (_, index) =>
        app.call({
          url: '/api/auth/login',
          body: { username, password: `wrong-${index}` },
          ip: `10.43.${Math.floor(index / 200)}.${index % 200}`,
        }),
      ),
    );
    expect(tally(spread, STATUS.INVALID_CREDENTIALS)).toBe(SLOW_AFTER + 10);
    const startedAt = Date.now();
    const owner = await app.call({ url: '/api/auth/login', body: { username, password }, ip: '10.43.9.9' });
    expect(owner.body.status).toBe(0);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
  });

  it('a successful login resets the IP lock of that account', async () => {
    const { username, password } = await registerPlayer(app);
    const ip = '10.44.0.1';
    for (let attempt = 0; attempt < LIMIT - 1; attempt += 1)
      await app.call({ url: '/api/auth/login', body: { username, password: 'wrong-one' }, ip });
    expect((await app.call({ url: '/api/auth/login', body: { username, password }, ip })).body.status).toBe(
      0,
    );
    for (let attempt = 0; attempt < LIMIT - 1; attempt += 1)
      await app.call({ url: '/api/auth/login', body: { username, password: 'wrong-two' }, ip });
    expect((await app.call({ url: '/api/auth/login', body: { username, password }, ip })).body.status).toBe(
      0,
    );
  });
});

describe('unlock by SMS code, and SMS code guessing', () => {
  it('a login with an SMS code unlocks the password login of that account from that IP', async () => {
    await enableSmsLogin();
    const phone = `21 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const password = 'correct-horse-1';
    expect(
      (
        await app.call({
          url: '/api/auth/register',
          body: { phone, password, ...testIdentity() },
          ip: '10.45.0.9',
        })
      ).body.status,
    ).toBe(0);
    const ip = '10.45.0.1';
    await wrongPasswordBurst({ phone }, ip);
    expect((await app.call({ url: '/api/auth/login', body: { phone, password }, ip })).body.status).toBe(
      STATUS.TOO_MANY_LOGIN_ATTEMPTS,
    );

    expect((await app.call({ url: '/api/auth/sms/send_code', body: { phone }, ip })).body.status).toBe(0);
    const code = await latestSmsCode();
    expect((await app.call({ url: '/api/auth/sms/login', body: { phone, code }, ip })).body.status).toBe(0);
    expect((await app.call({ url: '/api/auth/login', body: { phone, password }, ip })).body.status).toBe(0);
  });

  it(`checks at most ${LIMIT} of ${BURST} simultaneous wrong SMS login codes`, async () => {
    await enableSmsLogin();
    const phone = `22 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await app.call({
      url: '/api/auth/register',
      body: { phone, password: 'correct-horse-1', ...testIdentity() },
      ip: '10.46.0.9',
    });
    const ip = '10.46.0.1';
    expect((await app.call({ url: '/api/auth/sms/send_code', body: { phone }, ip })).body.status).toBe(0);
    const code = await latestSmsCode();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) => {
        const guess = String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
        return app.call({ url: '/api/auth/sms/login', body: { phone, code: guess }, ip });
      }),
    );
    expect(tally(burst, STATUS.SMS_CODE_INVALID)).toBeLessThanOrEqual(LIMIT);
    expect(tally(burst, STATUS.SMS_CODE_INVALID) + tally(burst, STATUS.TOO_MANY_LOGIN_ATTEMPTS)).toBe(BURST);
    expect((await app.call({ url: '/api/auth/sms/login', body: { phone, code }, ip })).body.status).toBe(
      STATUS.TOO_MANY_LOGIN_ATTEMPTS,
    );
  });
});

describe('two-factor code guessing', () => {
  it(`checks at most ${LIMIT} of ${BURST} simultaneous wrong authenticator codes, then refuses the right one`, async () => {
    const player = await registerPlayer(app);
    const setup = await app.call({ url: '/api/user/2fa/setup', token: player.token });
    const secret: string = setup.body.model.secret;
    const right = await generate({ secret });
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) => {
        const guess = String((Number(right) + 500_000 + index) % 1_000_000).padStart(6, '0');
        return app.call({ url: '/api/user/2fa/bind', token: player.token, body: { code: guess } });
      }),
    );
    expect(tally(burst, STATUS.TWO_FACTOR_CODE_INVALID)).toBeLessThanOrEqual(LIMIT);
    expect(tally(burst, STATUS.TWO_FACTOR_CODE_INVALID) + tally(burst, STATUS.TOO_MANY_LOGIN_ATTEMPTS)).toBe(
      BURST,
    );
    const late = await app.call({
      url: '/api/user/2fa/bind',
      token: player.token,
      body: { code: await generate({ secret }) },
    });
    expect(late.body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
  });

  it('a right code resets the count of wrong ones', async () => {
    const player = await registerPlayer(app);
    for (let round = 0; round < 2; round += 1) {
      const setup = await app.call({ url: '/api/user/2fa/setup', token: player.token });
      const secret: string = setup.body.model.secret;
      const right = await generate({ secret });
      const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
      for (let attempt = 0; attempt < LIMIT - 1; attempt += 1)
        await app.call({ url: '/api/user/2fa/bind', token: player.token, body: { code: wrong } });
      expect(
        (await app.call({ url: '/api/user/2fa/bind', token: player.token, body: { code: right } })).body
          .status,
      ).toBe(0);
    }
  });
});
