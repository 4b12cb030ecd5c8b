import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import {
  createTestApp,
  fundPlayer,
  loseMines,
  newOperatorToken,
  testIdentity,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { promoCodes } from '../auth/index.ts';
import { checkinDays, rewardGrants } from './rewards.tables.ts';
import { siteSettings } from '../site/index.ts';
import { findUserById } from '../user/index.ts';
import { checkLedgerInvariants } from '../wallet/index.ts';
import { CheckinService } from './checkin.ts';

let app: TestApp;
const ADMIN_PASSWORD = 'first-admin-password-1';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
});
afterAll(() => app.close());

/** A player of a country: US plays under the permissive demo profile, BR under Brazil's. */
async function playerIn(countryId: 'US' | 'BR', extra: Record<string, string> = {}) {
  const username = uniqueName();
  const result = await app.call({
    url: '/api/auth/register',
    body: { username, password: 'correct-horse-1', countryId, ...testIdentity() },
    headers: extra,
    ip: `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (result.body.status !== 0) throw new Error(JSON.stringify(result.body));
  return { token: result.body.user.token as string, userId: result.body.user.userId as number };
}

const checkinData = (token: string) =>
  app.call({ method: 'GET', url: '/api/bonus_task/checkin_data', token });
const claim = (token: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.call({ url: '/api/bonus_task/checkin', token, body, headers });
const userInfo = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user;
const myBonuses = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/bonus_task/my_bonuses', token })).body.model;

const operatorToken = (roles: string[]) => newOperatorToken(app, ADMIN_PASSWORD, roles);

describe('daily check-in under the market profiles', () => {
  it('pays a permissive market’s player once a day into the task bonus, with its rules shown', async () => {
    const player = await playerIn('US');
    const data = await checkinData(player.token);
    expect(data.body.model).toMatchObject({
      available: true,
      streak: 0,
      claimedToday: false,
      nextDay: 1,
      vipLevel: 0,
      paysTo: 'task_bonus',
      wageringMultiplier: 5,
      timeZone: 'America/Sao_Paulo',
    });
    expect(data.body.model.items[0]).toEqual({ vipLevel: 0, rewards: [0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 1.6] });
    expect(data.body.model.items.map((item: { vipLevel: number }) => item.vipLevel)).toEqual([0, 3, 6]);

    const claimed = await claim(player.token);
    expect(claimed.body).toMatchObject({ status: 0, model: { day: 1, amount: 0.2, paysTo: 'task_bonus' } });
    expect(await userInfo(player.token)).toMatchObject({ balance: 0, taskBonusBalance: 0.2 });
    expect((await claim(player.token)).body.status).toBe(STATUS.REWARD_ALREADY_CLAIMED);
    expect((await checkinData(player.token)).body.model).toMatchObject({
      claimedToday: true,
      streak: 1,
      nextDay: 2,
    });
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('offers no check-in under Brazil’s profile, and writes nothing when asked', async () => {
    const player = await playerIn('BR');
    expect((await checkinData(player.token)).body.model).toMatchObject({ available: false });
    expect((await claim(player.token)).body.status).toBe(STATUS.REWARD_UNAVAILABLE);
    const days = await app.database.db
      .select()
      .from(checkinDays)
      .where(eq(checkinDays.userId, player.userId));
    const grants = await app.database.db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.userId, player.userId));
    expect([days, grants]).toEqual([[], []]);
    expect((await myBonuses(player.token)).rewardKinds.sort()).toEqual([
      'rakeback',
      'salary',
      'vip_level_up',
    ]);
  });

  it('pays 50 parallel claims once', async () => {
    const player = await playerIn('US');
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player.token)));
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 0)).toHaveLength(1);
    expect(statuses.filter((status) => status === STATUS.REWARD_ALREADY_CLAIMED)).toHaveLength(49);
    const grants = await app.database.db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.userId, player.userId));
    expect(grants).toHaveLength(1);
    expect((await userInfo(player.token)).taskBonusBalance).toBe(0.2);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('answers a retry with the same request id with the first answer', async () => {
    const player = await playerIn('US');
    const first = await claim(player.token, { requestId: 'checkin-retry-1' });
    const retry = await claim(player.token, { requestId: 'checkin-retry-1' });
    expect(first.body.status).toBe(0);
    expect(retry.body).toMatchObject({ status: 0, model: first.body.model });
    expect((await userInfo(player.token)).taskBonusBalance).toBe(0.2);
  });

  it('gives one reward per device: a second account on the same browser is refused', async () => {
    const device = { [HEADER.browserId]: `device-${uniqueName()}` };
    const first = await playerIn('US', device);
    const second = await playerIn('US', device);
    expect((await claim(first.token, {}, device)).body.status).toBe(0);
    expect((await claim(second.token, {}, device)).body.status).toBe(STATUS.REWARD_ALREADY_CLAIMED);
    expect((await userInfo(second.token)).taskBonusBalance).toBe(0);
    // The refusal wrote nothing: the second account can still claim another day on its own device.
    expect(
      await app.database.db.select().from(checkinDays).where(eq(checkinDays.userId, second.userId)),
    ).toEqual([]);
  });

  it('counts the streak in the site’s days: consecutive days climb, a missed day starts again', async () => {
    const player = await playerIn('US');
    const user = await findUserById(app.database.db, player.userId);
    if (!user) throw new Error('no user');
    let now = Date.UTC(2030, 0, 10, 12);
    const checkin = new CheckinService(
      app.database.db,
      app.services.site,
      app.services.rewards.engine,
      app.services.rewards.granter,
      () => now,
    );
    const days: number[] = [];
    for (const step of [0, 1, 1, 2, 1]) {
      now += step * 86_400_000;
      days.push((await checkin.claim(user, undefined, undefined)).day);
    }
    expect(days).toEqual([1, 2, 3, 1, 2]);
    // 02:59 UTC on 20 January is still the 19th in São Paulo: already claimed there.
    now = Date.UTC(2030, 0, 15, 2, 59);
    await expect(checkin.claim(user, undefined, undefined)).rejects.toMatchObject({
      status: STATUS.REWARD_ALREADY_CLAIMED,
    });
    expect((await checkin.data(user)).nextDayAt).toBe(Date.UTC(2030, 0, 15, 3));
  });
});

describe('bonus wagering', () => {
  it('turns a bonus into cash once its wagering is met, counting only eligible bets', async () => {
    const player = await playerIn('US');
    await fundPlayer(app, player.token, 20, 'sandbox-usd');
    expect((await claim(player.token)).body.status).toBe(0);
    const [bonus] = (await myBonuses(player.token)).grants;
    expect(bonus).toMatchObject({
      status: 'WAGERING',
      amount: 0.2,
      wageringRequired: 1,
      wagered: 0,
      maxBet: 10,
    });

    // A stake above the maximum bet counts nothing; a lost 0.6 counts 0.6.
    await loseMines(app, player.token, 11);
    await loseMines(app, player.token, 0.6);
    expect((await myBonuses(player.token)).grants[0]).toMatchObject({ status: 'WAGERING', wagered: 0.6 });
    await loseMines(app, player.token, 0.4);
    const [done] = (await myBonuses(player.token)).grants;
    expect(done).toMatchObject({ status: 'CONVERTED', wagered: 1 });
    expect(await userInfo(player.token)).toMatchObject({ taskBonusBalance: 0, balance: 20 - 12 + 0.2 });
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('gives an expired bonus back to its campaign’s budget', async () => {
    const player = await playerIn('US');
    expect((await claim(player.token)).body.status).toBe(0);
    const [campaign] = (await app.services.rewards.campaigns.list()).filter(
      (item) => item.kind === 'checkin' && item.currencyId === 'USD',
    );
    await app.write((tx) =>
      tx
        .update(rewardGrants)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(rewardGrants.userId, player.userId)),
    );
    await app.workerTick();
    expect((await myBonuses(player.token)).grants[0]).toMatchObject({ status: 'FORFEITED' });
    expect((await userInfo(player.token)).taskBonusBalance).toBe(0);
    const after = await app.services.rewards.campaigns.get(campaign!.id);
    expect(after.budget).toBe(campaign!.budget + 0.2);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});

describe('campaigns and budgets', () => {
  it('stops paying when the budget is spent, writing nothing', async () => {
    const marketing = await operatorToken(['marketing']);
    const finance = await operatorToken(['finance']);
    const created = await app.call({
      url: '/api/operator/reward_campaigns',
      token: marketing,
      body: {
        kind: 'checkin',
        name: 'Tiny',
        currencyId: 'USD',
        paysTo: 'cash',
        wageringMultiplier: 0,
        expiryHours: 24,
      },
    });
    expect(created.body).toMatchObject({ status: 0, model: { status: 'ACTIVE', budget: 0 } });
    const id = created.body.model.id as number;
    // Marketing cannot fund: money is finance's.
    const fund = { amount: 0.3, reason: 'two days of tests', requestId: `fund-${uniqueName()}` };
    expect(
      (await app.call({ url: `/api/operator/reward_campaigns/${id}/fund`, token: marketing, body: fund }))
        .body.status,
    ).toBe(STATUS.FORBIDDEN);
    for (let attempt = 0; attempt < 2; attempt++) {
      const funded = await app.call({
        url: `/api/operator/reward_campaigns/${id}/fund`,
        token: finance,
        body: fund,
      });
      expect(funded.body.model.budget).toBe(0.3);
    }

    const first = await playerIn('US');
    const second = await playerIn('US');
    expect((await claim(first.token)).body).toMatchObject({
      status: 0,
      model: { amount: 0.2, paysTo: 'cash' },
    });
    expect((await userInfo(first.token)).balance).toBe(0.2);
    expect((await claim(second.token)).body.status).toBe(STATUS.REWARD_BUDGET_SPENT);
    expect(
      await app.database.db.select().from(checkinDays).where(eq(checkinDays.userId, second.userId)),
    ).toEqual([]);

    const listed = await app.call({ method: 'GET', url: '/api/operator/reward_campaigns', token: finance });
    expect(listed.body.list.find((item: { id: number }) => item.id === id)).toMatchObject({
      budget: 0.1,
      granted: 0.2,
      grants: 1,
    });
    // Back to the demo campaign for the other tests.
    const demo = listed.body.list.find(
      (item: { kind: string; currencyId: string; name: string }) =>
        item.currencyId === 'USD' && item.name === 'Daily check-in',
    );
    await app.call({
      url: `/api/operator/reward_campaigns/${demo.id}/status`,
      token: marketing,
      body: { status: 'ACTIVE' },
    });
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('lets an admin move a country to another profile, and refuses unknown input clearly', async () => {
    const admin = await operatorToken(['admin']);
    const listed = await app.call({ method: 'GET', url: '/api/operator/market_profiles', token: admin });
    expect(listed.body.list.map((item: { id: string }) => item.id)).toEqual(['br', 'open', 'social']);
    const unknownCountry = await app.call({
      method: 'PUT',
      url: '/api/operator/market_profiles',
      token: admin,
      body: { id: 'eu', name: 'Europe', realMoney: true, rewardKinds: ['checkin'], countries: ['FR'] },
    });
    expect(unknownCountry.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'COUNTRY_INVALID' });
    const unknownKind = await app.call({
      url: '/api/operator/reward_campaigns',
      token: admin,
      body: {
        kind: 'jackpot',
        name: 'x',
        currencyId: 'USD',
        paysTo: 'cash',
        wageringMultiplier: 0,
        expiryHours: 1,
      },
    });
    expect(unknownKind.body.status).toBe(STATUS.INVALID_INPUT);
    const social = await app.services.rewards.markets.put(1, {
      id: 'social',
      name: 'Social play only',
      realMoney: false,
      rewardKinds: ['checkin'],
      countries: ['ID'],
    });
    expect(social).toMatchObject({ realMoney: false, rewardKinds: [], countries: ['ID'] });
  });
});

describe('the register promo code', () => {
  it('pays the welcome bonus once per identity where the market allows it', async () => {
    await app.write(async (tx) => {
      await tx.insert(promoCodes).values({ code: 'WELCOME' }).onConflictDoNothing();
      await tx
        .update(siteSettings)
        .set({ settings: sql`${siteSettings.settings} || '{"enableRegisterPromoCode": true}'::jsonb` });
    });
    const device = { [HEADER.browserId]: `device-${uniqueName()}` };
    const withCode = (countryId: 'US' | 'BR') =>
      app.call({
        url: '/api/auth/register',
        body: { username: uniqueName(), password: 'correct-horse-1', countryId, promoCode: 'WELCOME' },
        headers: device,
        ip: `10.60.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
    const first = await withCode('US');
    // Paid before the registration's answer is made, so the new player sees it at once.
    expect(first.body.user).toMatchObject({ registerTaskBonusBalance: 2 });
    const second = await withCode('US');
    expect(second.body.status).toBe(0);
    expect((await userInfo(second.body.user.token)).registerTaskBonusBalance).toBe(0);
    const brazilian = await app.call({
      url: '/api/auth/register',
      body: {
        username: uniqueName(),
        password: 'correct-horse-1',
        countryId: 'BR',
        promoCode: 'WELCOME',
        ...testIdentity(),
      },
      ip: '10.61.1.1',
    });
    expect((await userInfo(brazilian.body.user.token)).registerTaskBonusBalance).toBe(0);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});

describe('the rewards invariant', () => {
  it('finds bonus money that did not come from a budget', async () => {
    const player = await playerIn('US');
    const wallet = await app.services.cashier.wallet(app.database.db, player.userId, 'USD');
    const found = await inTransaction(app.database.db, async (tx) => {
      // A forged gift straight from the house's bonus expense, outside any campaign.
      await tx.execute(sql`SELECT ledger_post('gift', ${`forged-${player.userId}`}, ${player.userId}, 'USD', '{}'::jsonb,
        ${`{${wallet.accounts.task_bonus},${wallet.house.bonus_expense}}`}::bigint[], '{500,-500}'::bigint[], '{0,0}'::bigint[])`);
      const violations = await checkLedgerInvariants(
        tx as unknown as Db,
        app.services.wallet.book.invariants(),
      );
      throw new RolledBack(violations.map((violation) => violation.invariant));
    }).catch((error: unknown) => (error instanceof RolledBack ? error.invariants : error));
    expect(found).toEqual([expect.stringMatching(/^every reward came from a budget/)]);
  });
});

class RolledBack extends Error {
  constructor(readonly invariants: string[]) {
    super('rolled back');
  }
}
