import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTestApp,
  fundPlayer,
  loseMines,
  registerPlayer,
  testIdentity,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import { siteSettings } from '../site/index.ts';
import { Salary } from './salary.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({ settings: sql`${siteSettings.settings} || '{"enableSalary": true}'::jsonb` }),
  );
});
afterAll(() => app.close());

describe('weekly salary', () => {
  it('pays a referrer a share of the edge their direct invitees played, once per week, as loyalty', async () => {
    const referrer = await registerPlayer(app);
    const code = (await app.call({ method: 'GET', url: '/api/auth/user_info', token: referrer.token })).body
      .user.inviteCode as string;
    const invitee = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', p: code, ...testIdentity() },
      ip: '10.50.1.1',
    });
    const inviteeToken = invitee.body.user.token as string;
    await fundPlayer(app, inviteeToken, 100);
    // Mines plays at 97 %: 50 staked is 1.50 of house edge; the referral part is 10 % of it.
    await loseMines(app, inviteeToken, 50);

    const statement = (await app.call({ method: 'GET', url: '/api/salary/statement', token: referrer.token }))
      .body.model;
    expect(statement).toMatchObject({
      enabled: true,
      referralPercent: 10,
      current: { invitees: 1, referralEdge: 1.5, referral: 0.15, vip: 0, total: 0.15, paid: false },
      weeks: [],
    });

    // A week later, the worker pays last week; a second turn pays nothing more.
    const nextWeek = new Salary(
      app.database.db,
      app.services.site,
      app.services.rewards.engine,
      app.services.rewards.granter,
      () => Date.now() + 7 * 86_400_000,
    );
    await nextWeek.tick();
    await nextWeek.tick();
    const user = (await app.call({ method: 'GET', url: '/api/auth/user_info', token: referrer.token })).body
      .user;
    expect(user.balance).toBe(0.15);
    const paid = await nextWeek.statement(referrer.user.userId, 'BRL');
    expect(paid.weeks).toEqual([
      expect.objectContaining({ invitees: 1, referral: 0.15, total: 0.15, paid: true }),
    ]);
    expect(paid.current.total).toBe(0);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});
