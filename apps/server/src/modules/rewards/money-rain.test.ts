import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { createTestApp, registerPlayer, uniqueName, type TestApp } from '../../../test/harness.ts';
import { rainEvents, rewardCampaigns } from './rewards.tables.ts';
import { accounts } from '../wallet/index.ts';
import { splitPool } from './money-rain.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: 'first-admin-password-1',
  });
  await app.services.operators.ensureFirstAdmin();
});
afterAll(() => app.close());

async function usPlayer() {
  const result = await app.call({
    url: '/api/auth/register',
    body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
    ip: `10.30.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  return result.body.user.token as string;
}

async function scheduleRain(
  pool: number,
  packets: number,
  minVipLevel = 0,
  currencyId = 'USD',
): Promise<number> {
  const admin = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: 'first-admin-password-1' },
  });
  const scheduled = await app.call({
    url: '/api/operator/money_rain',
    token: admin.body.model.token,
    body: { currencyId, startsAt: Date.now(), durationSeconds: 60, pool, packets, minVipLevel },
  });
  expect(scheduled.body.status).toBe(0);
  await app.workerTick();
  return scheduled.body.model.id as number;
}

const rain = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/redpacket/site_redpack', token })).body.model;
const grab = (token: string, id: number) => app.call({ url: '/api/redpacket/grab', token, body: { id } });

async function endRain(id: number): Promise<void> {
  await app.write((tx) =>
    tx
      .update(rainEvents)
      .set({ startsAt: sql`now() - interval '2 minutes'`, endsAt: sql`now() - interval '1 second'` })
      .where(eq(rainEvents.id, id)),
  );
  await app.workerTick();
}

describe('splitPool', () => {
  it('splits exactly, at least one unit each, and refuses a pool smaller than its packets', () => {
    for (const [pool, packets] of [
      [100n, 3],
      [7n, 7],
      [1_000_000n, 997],
    ] as const) {
      const amounts = splitPool(pool, packets);
      expect(amounts).toHaveLength(packets);
      expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(pool);
      expect(amounts.every((amount) => amount >= 1n)).toBe(true);
    }
    expect(() => splitPool(2n, 3)).toThrow();
  });
});

describe('money rain', () => {
  it('pays one packet per player while it is live, and nothing once it ran dry', async () => {
    const id = await scheduleRain(1, 3);
    const first = await usPlayer();
    expect(await rain(first)).toMatchObject({
      id,
      status: 'LIVE',
      packets: 3,
      remaining: 3,
      eligible: true,
      caught: null,
      paysTo: 'task_bonus',
    });
    // Ten grabs at once from one player: one packet.
    const answers = await Promise.all(Array.from({ length: 10 }, () => grab(first, id)));
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.status === STATUS.REWARD_ALREADY_CLAIMED)).toHaveLength(9);
    const caught = (await rain(first)).caught as number;
    expect(caught).toBeGreaterThan(0);

    const others = await Promise.all([usPlayer(), usPlayer(), usPlayer()]);
    const results = await Promise.all(others.map((token) => grab(token, id)));
    expect(results.map((result) => result.body.status).sort()).toEqual(
      [0, 0, STATUS.REWARD_BUDGET_SPENT].sort(),
    );
    expect(results.find((result) => result.body.status !== 0)?.body.message).toBe('RAIN_EMPTY');
    const total = [
      caught,
      ...results.filter((r) => r.body.status === 0).map((r) => r.body.model.amount as number),
    ];
    expect(Math.round(total.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(100);
    await endRain(id);
    expect((await grab(others[0]!, id)).body).toMatchObject({
      status: STATUS.REWARD_UNAVAILABLE,
      message: 'RAIN_ENDED',
    });
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('is not offered under Brazil’s profile or below its VIP level, and gives back what nobody caught', async () => {
    const id = await scheduleRain(5, 5, 0);
    const brazilian = await registerPlayer(app);
    expect(
      (await app.call({ method: 'GET', url: '/api/redpacket/site_redpack', token: brazilian.token })).body
        .model,
    ).toBeUndefined();
    expect((await grab(brazilian.token, id)).body.status).toBe(STATUS.NOT_FOUND);

    const vipOnly = await scheduleRain(2, 2, 5);
    const player = await usPlayer();
    expect((await grab(player, vipOnly)).body).toMatchObject({
      status: STATUS.REWARD_UNAVAILABLE,
      message: 'RAIN_VIP_REQUIRED',
    });
    await endRain(id);
    await endRain(vipOnly);
    const budgets = await app.database.db
      .select({ balance: accounts.balanceMinor })
      .from(rainEvents)
      .innerJoin(rewardCampaigns, eq(rewardCampaigns.id, rainEvents.campaignId))
      .innerJoin(accounts, eq(accounts.id, rewardCampaigns.budgetAccountId))
      .where(sql`${rainEvents.id} IN (${id}, ${vipOnly})`);
    expect(budgets.map((row) => row.balance)).toEqual([0n, 0n]);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});
