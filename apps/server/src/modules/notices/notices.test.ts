import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';

import { STATUS } from '@casino/contracts';

import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { listen, nextEvent, noEvent, openSocket } from '../../../test/sockets.ts';

let app: TestApp;
let base: string;
let support: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  base = await listen(app);
  const admin = await app.services.operators.ensureFirstAdmin();
  const adminToken = (
    await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'admin', password: admin?.generatedPassword },
    })
  ).body.model.token;
  await app.call({
    url: '/api/operator/operators',
    token: adminToken,
    body: {
      username: 'helpdesk',
      password: 'helpdesk-password-1',
      roles: ['support'],
      person: 'helpdesk@staff.test',
    },
  });
  support = (
    await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'helpdesk', password: 'helpdesk-password-1' },
    })
  ).body.model.token;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

const open = (token?: string) => openSocket(app, base, sockets, { token });
const next = nextEvent;
const quiet = noEvent;
const userInfo = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user;

describe('notices', () => {
  it('delivers a notice to its player live, lists it, and records the push', async () => {
    const player = await registerPlayer(app);
    const playerSocket = await open(player.token);
    const visitorSocket = await open();
    const before = (await userInfo(player.token)).noticeUpdateTime;

    const live = next(playerSocket, 'event');
    const visitorQuiet = quiet(visitorSocket, 'event');
    const created = await app.call({
      url: '/api/operator/notices',
      token: support,
      body: {
        userId: player.user.userId,
        type: 'COMPLETE_REGISTRATION',
        title: 'Welcome',
        content: 'Finish your profile',
      },
    });
    expect(created.body.model).toMatchObject({ type: 'COMPLETE_REGISTRATION', pushed: false });
    expect(await live).toMatchObject({
      type: 'event',
      data: { event: 'NOTICE', extra: { pop: true, title: 'Welcome' } },
    });
    expect(await visitorQuiet).toBe(true);
    expect((await userInfo(player.token)).noticeUpdateTime).toBeGreaterThan(before);

    const page = await app.call({
      method: 'GET',
      url: '/api/user/notice_page?pageNo=1&pageSize=10',
      token: player.token,
    });
    expect(page.body.page.content[0]).toMatchObject({
      id: created.body.model.id,
      pushed: false,
      read: false,
    });
    const marked = await app.call({
      url: `/api/app_user_notice/updatePushStatus?id=${created.body.model.id}`,
      token: player.token,
    });
    expect(marked.body).toMatchObject({ status: 0, message: 'success' });
    const after = await app.call({ url: '/api/user/notice_page?pageNo=1&pageSize=10', token: player.token });
    expect(after.body.page.content[0]).toMatchObject({ pushed: true, read: true });

    const stranger = await registerPlayer(app);
    const foreign = await app.call({
      url: `/api/app_user_notice/updatePushStatus?id=${created.body.model.id}`,
      token: stranger.token,
    });
    expect(foreign.body.status).toBe(STATUS.NOT_FOUND);
  });

  it('shows a notice to everyone to every player and moves their notice time', async () => {
    const player = await registerPlayer(app);
    const before = (await userInfo(player.token)).noticeUpdateTime;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.call({
      url: '/api/operator/notices',
      token: support,
      body: { title: 'Maintenance tonight', content: '02:00–03:00 UTC', push: false },
    });
    const page = await app.call({ url: '/api/user/notice_page', token: player.token });
    expect(page.body.page.content.map((item: { title: string }) => item.title)).toContain(
      'Maintenance tonight',
    );
    expect((await userInfo(player.token)).noticeUpdateTime).toBeGreaterThan(before);
  });

  it('sends a push event to everyone, and only support (or admin) may', async () => {
    const visitorSocket = await open();
    const live = next(visitorSocket, 'event');
    const sent = await app.call({
      url: '/api/operator/pushes',
      token: support,
      body: { event: 'PROMO_START', extra: { pop: true, title: 'Promo' } },
    });
    expect(sent.body.status).toBe(0);
    expect(await live).toMatchObject({ data: { event: 'PROMO_START', extra: { pop: true } } });

    const player = await registerPlayer(app);
    expect(
      (await app.call({ url: '/api/operator/pushes', token: player.token, body: { event: 'X_Y' } })).body
        .status,
    ).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
    for (const body of [{ event: 'lower' }, { title: '', content: 'x' }]) {
      expect((await app.call({ url: '/api/operator/pushes', token: support, body })).body.status).toBe(
        STATUS.INVALID_INPUT,
      );
    }
    expect(
      (await app.call({ url: '/api/operator/notices', token: support, body: { title: '', content: 'x' } }))
        .body.status,
    ).toBe(STATUS.INVALID_INPUT);
  });

  it('marks a notice read without marking it pushed, only for a player who may see it', async () => {
    const player = await registerPlayer(app);
    const created = await app.call({
      url: '/api/operator/notices',
      token: support,
      body: { userId: player.user.userId, title: 'Read me', content: 'Body', push: false },
    });
    const id = created.body.model.id as number;
    const read = await app.call({ url: `/api/app_user_notice/read?id=${id}`, token: player.token });
    expect(read.body).toMatchObject({ status: 0, message: 'success' });
    const page = await app.call({ url: '/api/user/notice_page', token: player.token });
    expect(page.body.page.content[0]).toMatchObject({ id, read: true, pushed: false });

    const stranger = await registerPlayer(app);
    expect(
      (await app.call({ url: `/api/app_user_notice/read?id=${id}`, token: stranger.token })).body.status,
    ).toBe(STATUS.NOT_FOUND);
    expect(
      (await app.call({ url: '/api/app_user_notice/read?id=abc', token: player.token })).body.status,
    ).toBe(STATUS.INVALID_INPUT);
    expect((await app.call({ url: `/api/app_user_notice/read?id=${id}` })).body.status).not.toBe(0);
  });

  it('serves the newest configured popup of each popup type to anyone, with its interval', async () => {
    await app.call({
      url: '/api/operator/notices',
      token: support,
      body: {
        type: 'NOT_LOGGED_IN',
        title: 'Old welcome',
        content: 'Old',
        push: false,
        popup: { interval: 10 },
      },
    });
    await app.call({
      url: '/api/operator/notices',
      token: support,
      body: {
        type: 'NOT_LOGGED_IN',
        title: 'Join us',
        content: 'Register for a bonus',
        push: false,
        popup: { interval: 30, link: '#register', buttonText: 'Register', enableMaskClose: true },
      },
    });
    const answer = await app.call({ method: 'GET', url: '/api/app_user_notice/popups' });
    expect(answer.body.status).toBe(0);
    const entry = answer.body.list.find((item: { type: string }) => item.type === 'NOT_LOGGED_IN');
    expect(entry).toMatchObject({
      type: 'NOT_LOGGED_IN',
      interval: 30,
      title: 'Join us',
      popup: { link: '#register', buttonText: 'Register', enableMaskClose: true },
    });
    expect(answer.body.list.filter((item: { type: string }) => item.type === 'NOT_LOGGED_IN')).toHaveLength(
      1,
    );
  });
});
