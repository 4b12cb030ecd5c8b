import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';
import { commitServerSeed, spinWheel } from '@casino/game-math';

import { createTestApp, fundPlayer, loseMines, uniqueName, type TestApp } from '../../../test/harness.ts';
import { users } from '../user/index.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function usPlayer(inviteCode?: string) {
  const result = await app.call({
    url: '/api/auth/register',
    body: {
      username: uniqueName(),
      password: 'correct-horse-1',
      countryId: 'US',
      ...(inviteCode ? { p: inviteCode } : {}),
    },
    ip: `10.40.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (result.body.status !== 0) throw new Error(JSON.stringify(result.body));
  return { token: result.body.user.token as string, userId: result.body.user.userId as number };
}

const info = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/wheel/info', token })).body.model;
const spin = (token: string, clientSeed?: string) =>
  app.call({ url: '/api/wheel/spin', token, body: clientSeed ? { clientSeed } : {} });

/** An invitee who verified a phone, deposited 5 and wagered 4 (the demo wheel asks 2 and 4 in USD). */
async function qualifiedInvitee(inviteCode: string) {
  const invitee = await usPlayer(inviteCode);
  await app.write((tx) => tx.update(users).set({ phoneChecked: true }).where(eq(users.id, invitee.userId)));
  await fundPlayer(app, invitee.token, 5, 'sandbox-usd');
  await loseMines(app, invitee.token, 4);
  return invitee;
}

describe('invite wheel', () => {
  it('earns a spin only from a qualified invitee, and its outcome verifies from the committed seed', async () => {
    const inviter = await usPlayer();
    const before = await info(inviter.token);
    expect(before).toMatchObject({
      available: true,
      requirement: { deposit: 2, wager: 4 },
      spinsAvailable: 0,
      expectedValue: 0.41,
      paysTo: 'task_bonus',
    });
    expect(before.segments.map((segment: { weight: number }) => segment.weight)).toEqual([
      40, 25, 20, 10, 4, 1,
    ]);
    expect((await spin(inviter.token)).body).toMatchObject({
      status: STATUS.REWARD_UNAVAILABLE,
      message: 'WHEEL_NO_SPINS',
    });

    const code = (await app.call({ method: 'GET', url: '/api/auth/user_info', token: inviter.token })).body
      .user.inviteCode;
    // Registered, not yet qualified: its real progress shows, no spin.
    const pending = await usPlayer(code);
    await fundPlayer(app, pending.token, 5, 'sandbox-usd');
    await qualifiedInvitee(code);
    const ready = await info(inviter.token);
    expect(ready.spinsAvailable).toBe(1);
    expect(ready.invites).toEqual([
      expect.objectContaining({
        phoneVerified: false,
        deposited: 5,
        wagered: 0,
        qualified: false,
        spun: false,
      }),
      expect.objectContaining({
        phoneVerified: true,
        deposited: 5,
        wagered: 4,
        qualified: true,
        spun: false,
      }),
    ]);

    const spun = await spin(inviter.token, 'my-lucky-seed');
    expect(spun.body.status).toBe(0);
    const result = spun.body.model;
    expect(result).toMatchObject({
      serverSeedHash: ready.nextServerSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: ready.nonce,
    });
    expect(commitServerSeed(result.serverSeed)).toBe(ready.nextServerSeedHash);
    expect(spinWheel(result, result.weights)).toBe(result.segment);
    expect(result.amount).toBe(ready.segments[result.segment].amount);
    const after = await info(inviter.token);
    expect(after).toMatchObject({ spinsAvailable: 0, nonce: ready.nonce + 1 });
    expect(after.nextServerSeedHash).not.toBe(ready.nextServerSeedHash);
    expect((await spin(inviter.token)).body.message).toBe('WHEEL_NO_SPINS');
    const balances = (await app.call({ method: 'GET', url: '/api/auth/user_info', token: inviter.token }))
      .body.user;
    expect(balances.taskBonusBalance).toBe(result.amount);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('spends one spin under ten parallel spins', async () => {
    const inviter = await usPlayer();
    const code = (await app.call({ method: 'GET', url: '/api/auth/user_info', token: inviter.token })).body
      .user.inviteCode;
    await qualifiedInvitee(code);
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(inviter.token)));
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === 'WHEEL_NO_SPINS')).toHaveLength(9);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});
