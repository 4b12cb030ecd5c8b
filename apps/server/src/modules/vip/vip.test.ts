import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS, vipLadderSettingsSchema } from '@casino/contracts';

import {
  createTestApp,
  fundPlayer,
  loseMines,
  newOperatorToken,
  registerPlayer,
  type TestApp,
} from '../../../test/harness.ts';
import { vipRewards } from './vip.tables.ts';

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
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('pays rakeback on the house edge actually played, once under 20 parallel claims', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);
    const claim = () => app.call({ url: '/api/user/vip_rakeback', token: player.token });
    expect((await claim()).body).toMatchObject({
      status: STATUS.REWARD_UNAVAILABLE,
      message: 'RAKEBACK_EMPTY',
    });
    await loseMines(app, player.token, 40);
    // Bets settled in the last 5 s wait for the next claim; these settled "a minute ago".
    await app.write((tx) =>
      tx.execute(
        sql`UPDATE game_rounds SET settled_at = now() - interval '1 minute' WHERE owner = ${`u:${player.user.userId}`}`,
      ),
    );
    const info = await vipInfo(player.token);
    // Mines plays at 97 %: 40 × 3 % = 1.20 of edge; level 0 pays 5 % of it.
    expect(info.rakeback).toEqual({ offered: true, percent: 5, accrued: 0.06 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim()));
    const paid = answers.filter((answer) => answer.body.status === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.model.amount).toBe(0.06);
    expect(answers.filter((answer) => answer.body.message === 'RAKEBACK_EMPTY')).toHaveLength(19);
    expect((await userInfo(player.token)).balance).toBe(60.06);
    expect((await vipInfo(player.token)).rakeback.accrued).toBe(0);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
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

  it('reads the ladder back as PUT takes it, and a save keeps the weekly salaries', async () => {
    const marketing = await newOperatorToken(app, ADMIN_PASSWORD, ['marketing']);
    const ladder = {
      levels: [
        { level: 0, name: 'Starter', depositRequired: 0, betRequired: 0, rakebackPercent: 5 },
        { level: 1, name: 'Bronze', depositRequired: 12.5, betRequired: 125, rakebackPercent: 7.25 },
        { level: 2, name: 'Silver', depositRequired: 100, betRequired: 1000, rakebackPercent: 10 },
      ],
      rewards: { BRL: { '1': 5, '2': 25.5 }, IDR: { '2': 50000 } },
    };
    const salary = () =>
      app.database.db
        .select({ weekly: vipRewards.weeklySalaryMinor })
        .from(vipRewards)
        .where(and(eq(vipRewards.currencyId, 'BRL'), eq(vipRewards.level, 2)));
    await app.write((tx) =>
      tx
        .insert(vipRewards)
        .values({ currencyId: 'BRL', level: 2, levelUpMinor: 0n, weeklySalaryMinor: 300n })
        .onConflictDoUpdate({
          target: [vipRewards.currencyId, vipRewards.level],
          set: { weeklySalaryMinor: 300n },
        }),
    );
    const saved = await app.call({
      method: 'PUT',
      url: '/api/operator/vip_ladder',
      token: marketing,
      body: ladder,
    });
    expect(saved.body.status).toBe(0);
    const read = await app.call({ method: 'GET', url: '/api/operator/vip_ladder', token: marketing });
    expect(read.body.status).toBe(0);
    // Thresholds in the ladder's currency (BRL here); rewards per currency, major units.
    expect(vipLadderSettingsSchema.parse(read.body.model)).toEqual({ currencyId: 'BRL', ...ladder });
    expect(await salary()).toEqual([{ weekly: 300n }]);

    // Saved again as read, with one reward dropped: the ladder is the same, the reward is gone.
    const { currencyId: _ladderCurrency, ...body } = read.body.model;
    const again = { ...body, rewards: { BRL: { '1': 5, '2': 25.5 } } };
    await app.call({ method: 'PUT', url: '/api/operator/vip_ladder', token: marketing, body: again });
    expect(
      (await app.call({ method: 'GET', url: '/api/operator/vip_ladder', token: marketing })).body.model,
    ).toEqual({ currencyId: 'BRL', ...again });
    expect(await salary()).toEqual([{ weekly: 300n }]);
  });
});
