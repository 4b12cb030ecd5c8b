import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { createTestApp, fundPlayer, loseMines, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { checkLedgerInvariants } from '../wallet/invariants.ts';

let app: TestApp;
const ADMIN_PASSWORD = 'first-admin-password-1';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
});
afterAll(() => app.close());

const vipInfo = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/user/vip_info', token })).body.model;
const userInfo = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user;

describe('VIP levels', () => {
  it('raises a Brazilian player’s level by what they played and pays the level-up reward once, as loyalty', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 120);
    const before = await vipInfo(player.token);
    expect(before).toMatchObject({ level: 0, wagered: 0, deposited: 120, rewardsOffered: true });
    expect(before.next).toMatchObject({ level: 1, depositRequired: 10, betRequired: 100, levelUpReward: 5 });

    await loseMines(app, player.token, 50);
    expect(await vipInfo(player.token)).toMatchObject({ level: 0, wagered: 50 });
    await loseMines(app, player.token, 50);
    const after = await vipInfo(player.token);
    expect(after).toMatchObject({ level: 1, wagered: 100, next: { level: 2 } });
    // 120 − 100 lost + 5 for reaching level 1, paid as cash (Brazil allows loyalty rewards).
    expect(await userInfo(player.token)).toMatchObject({ vipLevel: { level: 1 }, balance: 25 });
    await vipInfo(player.token);
    await app.workerTick();
    expect((await userInfo(player.token)).balance).toBe(25);
    expect(await checkLedgerInvariants(app.database.db)).toEqual([]);
  });

  it('lets marketing change the ladder and its rewards; the public list follows', async () => {
    const admin = await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'root', password: ADMIN_PASSWORD },
    });
    const token = admin.body.model.token as string;
    const levels = [
      { level: 0, name: 'Bronze', depositRequired: 0, betRequired: 0 },
      { level: 1, name: 'Silver', depositRequired: 50, betRequired: 500 },
      { level: 2, name: 'Gold', depositRequired: 500, betRequired: 5000 },
    ];
    const saved = await app.call({
      method: 'PUT',
      url: '/api/operator/vip_ladder',
      token,
      body: { levels, rewards: { BRL: { '1': 7, '2': 70 } } },
    });
    expect(saved.body.status).toBe(0);
    const list = (await app.call({ url: '/api/user/vip_list' })).body.list;
    expect(list.map((level: { name: string }) => level.name)).toEqual(['Bronze', 'Silver', 'Gold']);
    const withoutLevelZero = await app.call({
      method: 'PUT',
      url: '/api/operator/vip_ladder',
      token,
      body: { levels: levels.slice(1) },
    });
    expect(withoutLevelZero.body.status).toBe(STATUS.INVALID_INPUT);
    const player = await registerPlayer(app);
    expect((await vipInfo(player.token)).next).toMatchObject({ name: 'Silver', levelUpReward: 7 });
  });
});
