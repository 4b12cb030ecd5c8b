import { randomBytes } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';

import { auditLog } from '../operators/index.ts';
import { withdrawOrders } from '../payments/index.ts';
import { responsibleExclusions } from './responsible.tables.ts';
import { sessions } from '../user/index.ts';
import { accounts } from '../wallet/index.ts';
import {
  createTestApp,
  fundPlayer,
  registerPlayer,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const HOUR_MS = 3_600_000;

const view = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/responsible', token })).body.model;
const setLimits = (token: string, limits: { kind: string; period: string; value: number | null }[]) =>
  app.call({ url: '/api/responsible/limits', token, body: { limits } });
const advance = (token: string, advanceMs: number) =>
  app.call({ url: '/api/sandbox/clock', token, body: { advanceMs } });
const recharge = (token: string, amount: number) =>
  app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId: 'sandbox-brl', amount },
    headers: { [HEADER.idempotencyKey]: `rg-${randomBytes(6).toString('hex')}` },
  });
const bet = (token: string, gameId: string, betAmount: number) =>
  app.call({ url: '/api/game/bet', token, body: { gameId, model: { betAmount } } });
interface LimitRow {
  kind: string;
  period: string;
  pending: { value: number | null; effectiveAt: number } | null;
}
const limitOf = (model: { limits: LimitRow[] }, kind: string, period: string): LimitRow => {
  const found = model.limits.find((limit) => limit.kind === kind && limit.period === period);
  if (!found) throw new Error(`no ${kind}/${period} limit in the view`);
  return found;
};

async function login(username: string, password = 'correct-horse-1') {
  return app.call({ url: '/api/auth/login', body: { username, password } });
}

describe('responsible gaming', () => {
  it('applies a lower deposit limit at once and a raise only after the cooling-off', async () => {
    const player = await registerPlayer(app);
    expect((await setLimits(player.token, [{ kind: 'deposit', period: 'day', value: 50 }])).body.status).toBe(
      STATUS.SUCCESS,
    );
    const refused = await recharge(player.token, 60);
    expect(refused.body).toMatchObject({
      status: STATUS.LIMIT_REACHED,
      extra: { kind: 'deposit', period: 'day', remaining: 50 },
    });
    expect((await recharge(player.token, 30)).body.status).toBe(STATUS.SUCCESS);
    // An open order counts until it is paid or expires: 30 of 50 are spoken for.
    expect((await recharge(player.token, 30)).body).toMatchObject({
      status: STATUS.LIMIT_REACHED,
      extra: { remaining: 20 },
    });

    const raised = (await setLimits(player.token, [{ kind: 'deposit', period: 'day', value: 200 }])).body
      .model;
    const deposit = limitOf(raised, 'deposit', 'day');
    expect(deposit).toMatchObject({ value: 50, used: 30, pending: { value: 200 } });
    expect((deposit.pending?.effectiveAt ?? 0) - Date.now()).toBeGreaterThan(23 * HOUR_MS);
    expect((await recharge(player.token, 60)).body.status).toBe(STATUS.LIMIT_REACHED);

    // Lowering again applies at once and drops the pending raise.
    const lowered = (await setLimits(player.token, [{ kind: 'deposit', period: 'day', value: 40 }])).body
      .model;
    expect(limitOf(lowered, 'deposit', 'day')).toMatchObject({ value: 40, pending: null });

    await setLimits(player.token, [{ kind: 'deposit', period: 'day', value: 200 }]);
    expect((await advance(player.token, 25 * HOUR_MS)).body.status).toBe(STATUS.SUCCESS);
    expect(limitOf(await view(player.token), 'deposit', 'day')).toMatchObject({ value: 200, pending: null });
    expect((await recharge(player.token, 60)).body.status).toBe(STATUS.SUCCESS);
  });

  it('refuses a stake past a wager limit, and lets only as many parallel bets through as the limit holds', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);
    await setLimits(player.token, [{ kind: 'wager', period: 'week', value: 10 }]);
    const games = ['mines', 'tower', 'stair', 'football', 'kangaroo'];
    const answers = await Promise.all(games.map((gameId) => bet(player.token, gameId, 3)));
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === STATUS.SUCCESS)).toHaveLength(3);
    expect(statuses.filter((status) => status === STATUS.LIMIT_REACHED)).toHaveLength(2);
    expect(limitOf(await view(player.token), 'wager', 'week')).toMatchObject({ value: 10, used: 9 });
  });

  it('counts an open stake against a loss limit', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 100);
    await setLimits(player.token, [{ kind: 'loss', period: 'month', value: 10 }]);
    expect((await bet(player.token, 'mines', 6)).body.status).toBe(STATUS.SUCCESS);
    expect((await bet(player.token, 'tower', 5)).body).toMatchObject({
      status: STATUS.LIMIT_REACHED,
      extra: { kind: 'loss', period: 'month', remaining: 4 },
    });
    expect((await bet(player.token, 'tower', 4)).body.status).toBe(STATUS.SUCCESS);
  });

  it('stops play once a session-time limit is used up', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 20);
    await setLimits(player.token, [{ kind: 'session', period: 'day', value: 1 }]);
    expect((await bet(player.token, 'mines', 1)).body.status).toBe(STATUS.SUCCESS);
    // The session began two minutes ago and was seen just now.
    await app.write((tx) =>
      tx
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000), lastSeenAt: new Date() })
        .where(eq(sessions.userId, player.user.userId)),
    );
    expect((await bet(player.token, 'tower', 1)).body).toMatchObject({
      status: STATUS.LIMIT_REACHED,
      extra: { kind: 'session', period: 'day', remaining: 0 },
    });
  });

  it('interrupts play when the reality check is due, until the player acknowledges it', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 20);
    const set = await app.call({
      url: '/api/responsible/reality_check',
      token: player.token,
      body: { intervalMinutes: 15 },
    });
    expect(set.body.model.realityCheck.intervalMinutes).toBe(15);
    const dueAt = set.body.model.realityCheck.dueAt as number;
    expect(dueAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await bet(player.token, 'mines', 2)).body.status).toBe(STATUS.SUCCESS);

    // Acknowledging early does not push the check back.
    await app.call({ url: '/api/responsible/reality_check/ack', token: player.token });
    expect((await view(player.token)).realityCheck.dueAt).toBe(dueAt);

    await advance(player.token, 16 * 60_000);
    expect((await bet(player.token, 'tower', 1)).body.status).toBe(STATUS.REALITY_CHECK_REQUIRED);
    const acknowledged = (await app.call({ url: '/api/responsible/reality_check/ack', token: player.token }))
      .body.model;
    expect(acknowledged.realityCheck.summary).toMatchObject({ minutesPlayed: 16, wagered: 2 });
    expect(acknowledged.realityCheck.summary.netResult).toBeLessThanOrEqual(0);
    expect((await bet(player.token, 'tower', 1)).body.status).toBe(STATUS.SUCCESS);
    expect(
      (
        await app.call({
          url: '/api/responsible/reality_check',
          token: player.token,
          body: { intervalMinutes: 7 },
        })
      ).body.status,
    ).toBe(STATUS.INVALID_INPUT);
  });

  it('ends every session on a time-out, refuses the next login until it ends, and never lifts it early', async () => {
    const player = await registerPlayer(app);
    const other = (await login(player.username)).body.user.token as string;
    const wrong = await app.call({
      url: '/api/responsible/exclusion',
      token: player.token,
      body: { kind: 'timeout', days: 1, password: 'not-my-password' },
    });
    expect(wrong.body.status).toBe(STATUS.INVALID_CREDENTIALS);
    expect(
      (
        await app.call({
          url: '/api/responsible/exclusion',
          token: player.token,
          body: { kind: 'self_exclusion', months: 3, password: 'correct-horse-1' },
        })
      ).body.status,
    ).toBe(STATUS.INVALID_INPUT);

    const excluded = await app.call({
      url: '/api/responsible/exclusion',
      token: player.token,
      body: { kind: 'timeout', days: 2, password: 'correct-horse-1' },
    });
    expect(excluded.body.status).toBe(STATUS.SUCCESS);
    for (const token of [player.token, other]) {
      expect((await app.call({ method: 'GET', url: '/api/responsible', token })).body.status).toBe(
        STATUS.LOGIN_EXPIRED,
      );
    }
    const refused = await login(player.username);
    expect(refused.body.status).toBe(STATUS.EXCLUDED);
    expect(refused.body.extra.endsAt - Date.now()).toBeGreaterThan(47 * HOUR_MS);

    // The row cannot be shortened or removed, even by a direct write.
    await expect(
      app.write((tx) =>
        tx
          .update(responsibleExclusions)
          .set({ endsAt: new Date() })
          .where(eq(responsibleExclusions.userId, player.user.userId)),
      ),
    ).rejects.toThrow();
    await expect(
      app.write((tx) =>
        tx.execute(sql`DELETE FROM responsible_exclusions WHERE user_id = ${player.user.userId}`),
      ),
    ).rejects.toThrow();
    expect((await login(player.username)).body.status).toBe(STATUS.EXCLUDED);
  });

  it("pays a self-excluded player's cash back to their own PIX details, once, for the finance review", async () => {
    const saver = await registerPlayer(app);
    await fundPlayer(app, saver.token, 30);
    await app.call({
      url: '/api/withdraw/info/save',
      token: saver.token,
      body: { pixKeyType: 'CPF', pixKey: saver.cpf, holderName: 'Test Player da Silva', cpf: saver.cpf },
    });
    const excluded = await app.call({
      url: '/api/responsible/exclusion',
      token: saver.token,
      body: { kind: 'self_exclusion', months: 6, password: 'correct-horse-1' },
    });
    expect(excluded.body.status).toBe(STATUS.SUCCESS);
    const orders = await app.database.db
      .select()
      .from(withdrawOrders)
      .where(eq(withdrawOrders.userId, saver.user.userId));
    expect(orders).toHaveLength(1);
    // 30 deposited and still to wager: the player's money goes back all the same.
    expect(orders[0]).toMatchObject({ amountMinor: 3000n, status: 'PENDING_REVIEW' });
    const cash = await app.database.db
      .select({ balance: accounts.balanceMinor })
      .from(accounts)
      .where(and(eq(accounts.userId, saver.user.userId), eq(accounts.kind, 'cash')));
    expect(cash[0]?.balance).toBe(0n);

    // Without saved PIX details nothing is ordered: the audit tells the operator to pay out by hand.
    const silent = await registerPlayer(app);
    await fundPlayer(app, silent.token, 10);
    await app.call({
      url: '/api/responsible/exclusion',
      token: silent.token,
      body: { kind: 'self_exclusion', months: null, password: 'correct-horse-1' },
    });
    expect(
      await app.database.db
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.userId, silent.user.userId)),
    ).toHaveLength(0);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'responsible.self_exclusion'),
          eq(auditLog.target, String(silent.user.userId)),
        ),
      );
    expect(audit?.details).toMatchObject({ balanceReturn: 'NO_OWN_DESTINATION' });
  });

  it('logs a Brazilian session out after 30 idle minutes, and not a session of a market without the rule', async () => {
    const brazilian = await registerPlayer(app);
    const american = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
    });
    const idle = new Date(Date.now() - 31 * 60_000);
    await app.write((tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: idle })
        .where(sql`${sessions.userId} IN (${brazilian.user.userId}, ${american.body.user.userId})`),
    );
    const answer = await app.call({ method: 'GET', url: '/api/responsible', token: brazilian.token });
    expect(answer.body).toMatchObject({ status: STATUS.LOGIN_EXPIRED, message: 'SESSION_IDLE' });
    expect(
      (await app.call({ method: 'GET', url: '/api/responsible', token: american.body.user.token })).body
        .status,
    ).toBe(STATUS.SUCCESS);
  });

  it('refuses real money where the market allows social play only', async () => {
    const answer = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'ID' },
    });
    expect(answer.body.status).toBe(STATUS.SUCCESS);
    const token = answer.body.user.token as string;
    expect((await bet(token, 'mines', 5_000)).body.status).toBe(STATUS.REAL_MONEY_UNAVAILABLE);
    const order = await app.call({
      url: '/api/pay/recharge',
      token,
      body: { channelId: 'sandbox-idr', amount: 50_000 },
      headers: { [HEADER.idempotencyKey]: `rg-${randomBytes(6).toString('hex')}` },
    });
    expect(order.body.status).toBe(STATUS.REAL_MONEY_UNAVAILABLE);
  });
});
