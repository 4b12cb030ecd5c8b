import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { createTestApp, registerPlayer, uploadTestImage, type TestApp } from '../../../test/harness.ts';
import { maskedIp } from './account.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const userInfo = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body;
const login = async (username: string, password: string, ip = '10.20.30.40') =>
  app.call({ url: '/api/auth/login', body: { username, password }, ip });

describe('the profile', () => {
  it('takes a nickname and an avatar the player uploaded, never another player’s file', async () => {
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    const mine = await uploadTestImage(app, player.token);
    const theirs = await uploadTestImage(app, other.token);

    const changed = await app.call({
      url: '/api/user/profile',
      token: player.token,
      body: { nickname: 'Lucky Ana', avatarFileId: mine },
    });
    expect(changed.body.status).toBe(0);
    expect((await userInfo(player.token)).user).toMatchObject({
      nickname: 'Lucky Ana',
      avatar: `/static/upload/${mine}`,
    });

    const stolen = await app.call({
      url: '/api/user/profile',
      token: player.token,
      body: { avatarFileId: theirs },
    });
    expect(stolen.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_NOT_FOUND' });
    const bad = await app.call({
      url: '/api/user/profile',
      token: player.token,
      body: { nickname: 'a\u0000b' },
    });
    expect(bad.body.status).toBe(STATUS.INVALID_INPUT);
    const empty = await app.call({ url: '/api/user/profile', token: player.token, body: {} });
    expect(empty.body.status).toBe(STATUS.INVALID_INPUT);
    expect((await userInfo(player.token)).user.nickname).toBe('Lucky Ana');
  });
});

describe('the password', () => {
  it('changes with the current one, ends every other session and keeps this one', async () => {
    const player = await registerPlayer(app);
    const elsewhere = (await login(player.username, player.password)).body.user.token as string;

    const wrong = await app.call({
      url: '/api/user/password',
      token: player.token,
      body: { oldPassword: 'not-my-password', newPassword: 'brand-new-pass-1' },
    });
    expect(wrong.body).toMatchObject({ status: STATUS.INVALID_CREDENTIALS, message: 'OLD_PASSWORD_WRONG' });

    const changed = await app.call({
      url: '/api/user/password',
      token: player.token,
      body: { oldPassword: player.password, newPassword: 'brand-new-pass-1' },
    });
    expect(changed.body.status).toBe(0);
    expect((await userInfo(player.token)).status).toBe(0);
    expect((await userInfo(elsewhere)).status).toBe(STATUS.LOGIN_EXPIRED);
    expect((await login(player.username, player.password)).body.status).toBe(STATUS.INVALID_CREDENTIALS);
    expect((await login(player.username, 'brand-new-pass-1')).body.status).toBe(0);
  });

  it('lets a stolen session guess the current password only five times', async () => {
    const player = await registerPlayer(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.call({
          url: '/api/user/password',
          token: player.token,
          body: { oldPassword: `guess-number-${index}`, newPassword: 'brand-new-pass-1' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === STATUS.INVALID_CREDENTIALS)).toHaveLength(5);
    expect(statuses.filter((status) => status === STATUS.TOO_MANY_LOGIN_ATTEMPTS)).toHaveLength(15);
  });
});

describe('sessions', () => {
  it('lists the live ones with the current marked, and logs out everywhere else', async () => {
    const player = await registerPlayer(app);
    const second = (await login(player.username, player.password, '192.168.7.9')).body.user.token as string;
    const listed = await app.call({ method: 'GET', url: '/api/user/sessions', token: player.token });
    expect(listed.body.list).toHaveLength(2);
    expect(listed.body.list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(JSON.stringify(listed.body.list)).not.toContain(player.token);
    expect(listed.body.list.map((session: { ip: string }) => session.ip)).toContain('192.168.7.*');

    const ended = await app.call({ url: '/api/user/sessions/logout_others', token: player.token });
    expect(ended.body.model).toEqual({ ended: 1 });
    expect((await userInfo(second)).status).toBe(STATUS.LOGIN_EXPIRED);
    expect((await userInfo(player.token)).status).toBe(0);
  });

  it('masks the last part of an address', () => {
    expect(maskedIp('203.0.113.77')).toBe('203.0.113.*');
    expect(maskedIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:…');
    expect(maskedIp(null)).toBeNull();
  });
});

describe('two-factor removal', () => {
  it('needs a current code from the app', async () => {
    const player = await registerPlayer(app);
    const notBound = await app.call({
      url: '/api/user/2fa/remove',
      token: player.token,
      body: { code: '123456' },
    });
    expect(notBound.body).toMatchObject({
      status: STATUS.TWO_FACTOR_REQUIRED,
      message: 'TWO_FACTOR_NOT_BOUND',
    });

    const setup = (await app.call({ url: '/api/user/2fa/setup', token: player.token })).body.model;
    const code = await generate({ secret: setup.secret });
    expect(
      (await app.call({ url: '/api/user/2fa/bind', token: player.token, body: { code } })).body.status,
    ).toBe(0);
    expect((await userInfo(player.token)).user.bind2Auth).toBe(true);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await app.call({
      url: '/api/user/2fa/remove',
      token: player.token,
      body: { code: wrongCode },
    });
    expect(wrong.body.status).toBe(STATUS.TWO_FACTOR_CODE_INVALID);
    // The binding code is spent (each code is taken once): the app's next one removes it.
    const removed = await app.call({
      url: '/api/user/2fa/remove',
      token: player.token,
      body: { code: await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
    });
    expect(removed.body.status).toBe(0);
    expect((await userInfo(player.token)).user.bind2Auth).toBe(false);
  });
});
