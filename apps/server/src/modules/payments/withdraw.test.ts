import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS, randomCpf } from '@casino/contracts';

import { withdrawInfos, withdrawOrders } from './payments.tables.ts';
import { sandboxSmsMessages } from '../sms/index.ts';
import { users } from '../user/index.ts';
import { accounts } from '../wallet/index.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { setSiteSwitches } from '../../../test/withdrawals.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

/** The player's PIX details: their own CPF as the key (Brazil pays out only to the player's CPF). */
const info = (player: { cpf: string }, overrides: Record<string, string> = {}) => ({
  pixKeyType: 'CPF',
  pixKey: player.cpf,
  holderName: 'Maria da Silva',
  cpf: player.cpf,
  ...overrides,
});

let sequence = 0;
const requestId = () => `wd-${Date.now().toString(36)}-${(sequence += 1)}`;

/** A player with `amount` BRL of cash, paid in through the sandbox provider, wagering cleared. */
async function fundedPlayer(amount: number, withInfo = true) {
  const player = await registerPlayer(app);
  const order = (
    await app.call({
      url: '/api/pay/recharge',
      token: player.token,
      body: { channelId: 'sandbox-brl', amount },
      headers: { [HEADER.idempotencyKey]: requestId() },
    })
  ).body.model;
  await app.services.sandbox.complete(new URL(order.payUrl).pathname.split('/').pop() ?? '', 'pay');
  await app.workerTick();
  // Stands in for bets the player settled (the games issue reduces the requirement as bets settle).
  await app.write((tx) =>
    tx
      .update(accounts)
      .set({ wageringMinor: 0n })
      .where(and(eq(accounts.userId, player.user.userId), eq(accounts.kind, 'cash'))),
  );
  if (withInfo) await app.call({ url: '/api/withdraw/info/save', token: player.token, body: info(player) });
  return player;
}

const withdraw = (token: string, amount: unknown, extra: Record<string, unknown> = {}, id = requestId()) =>
  app.call({
    url: '/api/withdraw/create',
    token,
    body: { amount, ...extra },
    headers: { [HEADER.idempotencyKey]: id },
  });
const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user.balance;

const setSwitches = (switches: Record<string, unknown>) => setSiteSwitches(app, switches);

let operatorToken: string;
beforeAll(async () => {
  const created = await app.services.operators.ensureFirstAdmin();
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'admin', password: created?.generatedPassword },
  });
  operatorToken = login.body.model.token;
});

describe('withdraw info', () => {
  it('answers 450 while a player has none, and validates CPF and PIX key', async () => {
    const player = await fundedPlayer(100, false);
    expect((await withdraw(player.token, 50)).body.status).toBe(STATUS.WITHDRAW_INFO_REQUIRED);
    expect((await app.call({ url: '/api/withdraw/info', token: player.token })).body.model).toBeNull();

    const badCpf = await app.call({
      url: '/api/withdraw/info/save',
      token: player.token,
      body: info(player, { cpf: '529.982.247-24' }),
    });
    expect(badCpf.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'CPF_INVALID' });
    const repeated = await app.call({
      url: '/api/withdraw/info/save',
      token: player.token,
      body: info(player, { cpf: '111.111.111-11' }),
    });
    expect(repeated.body.message).toBe('CPF_INVALID');
    const badEmail = await app.call({
      url: '/api/withdraw/info/save',
      token: player.token,
      body: info(player, { pixKeyType: 'EMAIL', pixKey: 'not-an-email' }),
    });
    expect(badEmail.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'PIX_KEY_INVALID' });

    const saved = await app.call({
      url: '/api/withdraw/info/save',
      token: player.token,
      body: info(player, { pixKeyType: 'EMAIL', pixKey: 'maria@example.com' }),
    });
    expect(saved.body.model).toMatchObject({ pixKeyType: 'EMAIL', cpf: player.cpf });
    expect((await withdraw(player.token, 50)).body.model).toMatchObject({
      status: 'PENDING_REVIEW',
      amount: 50,
      pixKey: 'maria@example.com',
    });
  });
});

describe("withdraw to the player's own CPF (Brazil)", () => {
  it("refuses a destination in another CPF, or a CPF key that is not the player's, and writes nothing", async () => {
    const player = await fundedPlayer(100, false);
    const other = randomCpf();
    for (const body of [info(player, { cpf: other }), info(player, { pixKey: other })]) {
      const refused = await app.call({ url: '/api/withdraw/info/save', token: player.token, body });
      expect(refused.body).toMatchObject({
        status: STATUS.PAYOUT_NOT_OWN_CPF,
        message: 'PAYOUT_NOT_OWN_CPF',
      });
    }
    expect((await app.call({ url: '/api/withdraw/info', token: player.token })).body.model).toBeNull();
  });

  it('checks a destination saved earlier again when the withdrawal is asked for', async () => {
    const player = await fundedPlayer(100, false);
    const other = randomCpf();
    await app.write((tx) =>
      tx.insert(withdrawInfos).values({
        userId: player.user.userId,
        pixKeyType: 'CPF',
        pixKey: other,
        holderName: 'Someone Else',
        cpf: other,
        updatedAt: new Date(),
      }),
    );
    expect((await withdraw(player.token, 50)).body.status).toBe(STATUS.PAYOUT_NOT_OWN_CPF);
    expect(await balanceOf(player.token)).toBe(100);
  });
});

describe('withdraw rules', () => {
  it('refuses while wagering remains, with the amount still to wager', async () => {
    const player = await registerPlayer(app);
    const order = (
      await app.call({
        url: '/api/pay/recharge',
        token: player.token,
        body: { channelId: 'sandbox-brl', amount: 40 },
        headers: { [HEADER.idempotencyKey]: requestId() },
      })
    ).body.model;
    await app.services.sandbox.complete(new URL(order.payUrl).pathname.split('/').pop() ?? '', 'pay');
    await app.workerTick();
    await app.call({ url: '/api/withdraw/info/save', token: player.token, body: info(player) });
    const refused = await withdraw(player.token, 30);
    expect(refused.body).toMatchObject({ status: STATUS.WAGERING_REQUIRED, extra: { remaining: 40 } });
    expect((await app.call({ url: '/api/withdraw/rules', token: player.token })).body.model).toMatchObject({
      min: 20,
      max: 50_000,
      wageringRemaining: 40,
      needsSmsCode: false,
      needsTwoFactor: false,
    });
    expect(await balanceOf(player.token)).toBe(40);
  });

  it.each([
    ['negative', -10, STATUS.AMOUNT_INVALID],
    ['zero', 0, STATUS.AMOUNT_INVALID],
    ['below the decimals', 20.001, STATUS.AMOUNT_INVALID],
    ['NaN text', 'NaN', STATUS.AMOUNT_INVALID],
    ['1e309', '1e309', STATUS.AMOUNT_INVALID],
    ['2^53+1', 2 ** 53 + 1, STATUS.AMOUNT_INVALID],
    ['a word', 'all', STATUS.AMOUNT_INVALID],
    ['below the minimum', 19.99, STATUS.AMOUNT_BELOW_MINIMUM],
    ['above the balance', 150, STATUS.INSUFFICIENT_BALANCE],
  ])('refuses a %s amount and changes nothing', async (_label, amount, status) => {
    const player = await fundedPlayer(100);
    expect((await withdraw(player.token, amount)).body.status).toBe(status);
    expect(await balanceOf(player.token)).toBe(100);
    expect((await app.call({ url: '/api/withdraw/list', token: player.token, body: {} })).body.list).toEqual(
      [],
    );
  });

  it('asks for KYC above the threshold and honours pay maintenance', async () => {
    const player = await fundedPlayer(12_000);
    expect((await withdraw(player.token, 10_000)).body.status).toBe(STATUS.KYC_REQUIRED);
    await setSwitches({ payMaintenance: true });
    try {
      expect((await withdraw(player.token, 100)).body.status).toBe(STATUS.PAY_MAINTENANCE);
    } finally {
      await setSwitches({ payMaintenance: false });
    }
    await app.write((tx) =>
      tx.update(users).set({ kycVerifiedAt: new Date() }).where(eq(users.id, player.user.userId)),
    );
    expect((await withdraw(player.token, 10_000)).body.model.status).toBe('PENDING_REVIEW');
  });

  it('pays 50 parallel withdrawals of the whole balance exactly once', async () => {
    const player = await fundedPlayer(500);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(player.token, 500)));
    const statuses = results.map((result) => result.body.status);
    expect(statuses.filter((status) => status === 0)).toHaveLength(1);
    expect(statuses.filter((status) => status === STATUS.INSUFFICIENT_BALANCE)).toHaveLength(49);
    expect(await balanceOf(player.token)).toBe(0);
  });

  it('answers a retried request with the same order', async () => {
    const player = await fundedPlayer(100);
    const id = requestId();
    const first = (await withdraw(player.token, 60, {}, id)).body.model;
    const retry = (await withdraw(player.token, 60, {}, id)).body.model;
    expect(retry.id).toBe(first.id);
    expect((await withdraw(player.token, 61, {}, id)).body.status).toBe(STATUS.IDEMPOTENCY_KEY_REUSED);
    expect(await balanceOf(player.token)).toBe(40);
  });
});

describe('two-factor and SMS', () => {
  it('needs the authenticator code once two-factor is bound (10140)', async () => {
    const player = await fundedPlayer(100);
    const setup = (await app.call({ url: '/api/user/2fa/setup', token: player.token })).body.model;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    const wrongBind = await app.call({
      url: '/api/user/2fa/bind',
      token: player.token,
      body: { code: '000000' },
    });
    expect(wrongBind.body.status).toBe(STATUS.TWO_FACTOR_CODE_INVALID);
    const bound = await app.call({
      url: '/api/user/2fa/bind',
      token: player.token,
      body: { code: await generate({ secret: setup.secret }) },
    });
    expect(bound.body.status).toBe(0);
    expect(
      (await app.call({ method: 'GET', url: '/api/auth/user_info', token: player.token })).body.user
        .bind2Auth,
    ).toBe(true);

    expect((await withdraw(player.token, 30)).body.status).toBe(STATUS.TWO_FACTOR_REQUIRED);
    expect((await withdraw(player.token, 30, { googleCode: '123456' })).body.status).toBe(
      STATUS.TWO_FACTOR_CODE_INVALID,
    );
    // The code that bound the app is spent; the app's next one passes, once.
    const bindCode = await generate({ secret: setup.secret });
    expect((await withdraw(player.token, 30, { googleCode: bindCode })).body.status).toBe(
      STATUS.TWO_FACTOR_CODE_INVALID,
    );
    const next = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const ok = await withdraw(player.token, 30, { googleCode: next });
    expect(ok.body.model.status).toBe('PENDING_REVIEW');
    expect((await withdraw(player.token, 20, { googleCode: next })).body).toMatchObject({
      status: STATUS.TWO_FACTOR_CODE_INVALID,
      message: 'TWO_FACTOR_CODE_USED',
    });
  });

  it('takes one authenticator code for one of two simultaneous withdrawals', async () => {
    const player = await fundedPlayer(100);
    const setup = (await app.call({ url: '/api/user/2fa/setup', token: player.token })).body.model;
    const bound = await app.call({
      url: '/api/user/2fa/bind',
      token: player.token,
      body: { code: await generate({ secret: setup.secret }) },
    });
    expect(bound.body.status).toBe(0);
    const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const answers = await Promise.all(
      [30, 31, 32].map((amount) => withdraw(player.token, amount, { googleCode: code })),
    );
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(await balanceOf(player.token)).toBeGreaterThanOrEqual(68);
  });

  it('needs a single-use SMS code when the site switches it on', async () => {
    const player = await fundedPlayer(100);
    await setSwitches({
      smsConfig: { enableForgetPassword: false, enableRegister: false, enableWithdraw: true },
    });
    try {
      expect((await withdraw(player.token, 30)).body.status).toBe(STATUS.PHONE_REQUIRED);
      await app.write((tx) =>
        tx
          .update(users)
          .set({ phone: `5511${String(player.user.userId).padStart(9, '9')}` })
          .where(eq(users.id, player.user.userId)),
      );
      expect((await withdraw(player.token, 30)).body.status).toBe(STATUS.SMS_CODE_REQUIRED);
      expect((await app.call({ url: '/api/withdraw/send_code', token: player.token })).body.status).toBe(0);
      const [message] = await app.database.db
        .select()
        .from(sandboxSmsMessages)
        .orderBy(desc(sandboxSmsMessages.id))
        .limit(1);
      const code = /\d{6}/.exec(message?.text ?? '')?.[0] ?? '';
      expect(
        (await withdraw(player.token, 30, { smsCode: code === '000000' ? '111111' : '000000' })).body.status,
      ).toBe(STATUS.SMS_CODE_INVALID);
      expect((await withdraw(player.token, 30, { smsCode: code })).body.model.status).toBe('PENDING_REVIEW');
      expect((await withdraw(player.token, 30, { smsCode: code })).body.status).toBe(STATUS.SMS_CODE_INVALID);
      const inbox = await app.http.inject({ method: 'GET', url: '/sandbox/sms' });
      expect(inbox.body).toContain('SANDBOX');
      expect(inbox.body).toContain(code);
    } finally {
      await setSwitches({
        smsConfig: { enableForgetPassword: false, enableRegister: false, enableWithdraw: false },
      });
    }
  });
});

describe('operator review', () => {
  it('approves: the provider pays out and the held money leaves once', async () => {
    const player = await fundedPlayer(100);
    const order = (await withdraw(player.token, 70)).body.model;
    expect(await balanceOf(player.token)).toBe(30);
    const queue = await app.call({
      method: 'GET',
      url: '/api/operator/withdraws?status=PENDING_REVIEW',
      token: operatorToken,
    });
    expect(queue.body.list.map((row: { id: string }) => row.id)).toContain(order.id);

    const approved = await app.call({
      url: '/api/operator/withdraws/approve',
      token: operatorToken,
      body: { id: order.id },
    });
    expect(approved.body.model.status).toBe('PROCESSING');
    const again = await app.call({
      url: '/api/operator/withdraws/approve',
      token: operatorToken,
      body: { id: order.id },
    });
    expect(again.body.status).toBe(STATUS.ORDER_STATE_CHANGED);
    await app.workerTick();
    const [mine] = (await app.call({ url: '/api/withdraw/list', token: player.token, body: {} })).body.list;
    expect(mine).toMatchObject({ id: order.id, status: 'PAID' });
    expect(await balanceOf(player.token)).toBe(30);
    const history = await app.call({
      url: '/api/wallet/history',
      token: player.token,
      body: { kind: 'withdraw' },
    });
    expect(
      history.body.page.content.map((item: { kind: string; amount: number }) => [item.kind, item.amount]),
    ).toEqual([
      ['withdraw_payout', 0],
      ['withdraw_reserve', -70],
    ]);
    // The payout only settles money reserved before: a row of what happened, not of money moved.
    expect(history.body.page.content).toMatchObject([
      { type: 'withdrawal_paid', label: 'WALLET_ROW_WITHDRAWAL_PAID', moneyMoved: false },
      { type: 'withdrawal', label: 'WALLET_ROW_WITHDRAWAL', moneyMoved: true },
    ]);
  });

  it('rejects: the money goes back; a failed payout puts it back too', async () => {
    const player = await fundedPlayer(100);
    const rejected = (await withdraw(player.token, 50)).body.model;
    await app.call({
      url: '/api/operator/withdraws/reject',
      token: operatorToken,
      body: { id: rejected.id, note: 'duplicate account' },
    });
    expect(await balanceOf(player.token)).toBe(100);

    await app.call({
      url: '/api/withdraw/info/save',
      token: player.token,
      body: info(player, { holderName: 'Please FAIL this payout' }),
    });
    const failing = (await withdraw(player.token, 40)).body.model;
    await app.call({
      url: '/api/operator/withdraws/approve',
      token: operatorToken,
      body: { id: failing.id },
    });
    await app.workerTick();
    const list = (await app.call({ url: '/api/withdraw/list', token: player.token, body: {} })).body.list;
    expect(list.map((row: { status: string }) => row.status)).toEqual(['FAILED', 'REJECTED']);
    expect(await balanceOf(player.token)).toBe(100);
  });

  it('admits only finance (and admin) to the queue', async () => {
    const support = await app.call({
      url: '/api/operator/operators',
      token: operatorToken,
      body: {
        username: 'support-one',
        password: 'support-password-1',
        roles: ['support'],
        person: 'support-one@staff.test',
      },
    });
    expect(support.body.status).toBe(0);
    const login = await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'support-one', password: 'support-password-1' },
    });
    const denied = await app.call({
      method: 'GET',
      url: '/api/operator/withdraws',
      token: login.body.model.token,
    });
    expect(denied.body.status).toBe(STATUS.FORBIDDEN);
  });
});

describe('back-office standing', () => {
  it('lets finance waive the remaining wagering and mark KYC, with an audit reason', async () => {
    const player = await registerPlayer(app);
    const order = (
      await app.call({
        url: '/api/pay/recharge',
        token: player.token,
        body: { channelId: 'sandbox-brl', amount: 50 },
        headers: { [HEADER.idempotencyKey]: requestId() },
      })
    ).body.model;
    await app.services.sandbox.complete(new URL(order.payUrl).pathname.split('/').pop() ?? '', 'pay');
    await app.workerTick();
    await app.call({ url: '/api/withdraw/info/save', token: player.token, body: info(player) });
    expect((await withdraw(player.token, 20)).body.status).toBe(STATUS.WAGERING_REQUIRED);

    const missingReason = await app.call({
      url: '/api/operator/players/withdraw_standing',
      token: operatorToken,
      body: { userId: player.user.userId, wageringRemaining: 0 },
    });
    expect(missingReason.body.status).toBe(STATUS.INVALID_INPUT);
    const waived = await app.call({
      url: '/api/operator/players/withdraw_standing',
      token: operatorToken,
      body: {
        userId: player.user.userId,
        wageringRemaining: 0,
        kycVerified: true,
        reason: 'bonus-free deposit, verified by phone',
      },
    });
    expect(waived.body.model).toEqual({
      userId: player.user.userId,
      wageringRemaining: 0,
      kycVerified: true,
    });
    expect((await withdraw(player.token, 20)).body.model.status).toBe('PENDING_REVIEW');
  });
});

describe('recovery', () => {
  it('sends the payout of an approval whose provider call never happened', async () => {
    const player = await fundedPlayer(100);
    const order = (await withdraw(player.token, 25)).body.model;
    // As if the process died right after the approval's commit, before calling the provider.
    await app.write((tx) =>
      tx
        .update(withdrawOrders)
        .set({ status: 'PROCESSING', reviewedAt: new Date(Date.now() - 60_000) })
        .where(eq(withdrawOrders.id, order.id)),
    );
    await app.workerTick();
    await app.workerTick();
    const [mine] = (await app.call({ url: '/api/withdraw/list', token: player.token, body: {} })).body.list;
    expect(mine).toMatchObject({ id: order.id, status: 'PAID' });
    expect(await balanceOf(player.token)).toBe(75);
  });
});

describe('four eyes', () => {
  /** A finance operator created by the admin, signed in. */
  async function financeOperator(): Promise<string> {
    const username = `fin-${Math.floor(Math.random() * 1e6)}`;
    const password = 'operator-password-12';
    await app.call({
      url: '/api/operator/operators',
      token: operatorToken,
      body: { username, password, roles: ['finance'], person: `${username}@staff.test` },
    });
    return (await app.call({ url: '/api/operator/auth/login', body: { username, password } })).body.model
      .token as string;
  }

  it('above the site amount, a second, different operator must approve before the payout', async () => {
    // The amount as a setting already in force (changing it takes two admins: withdraw-four-eyes.test.ts).
    await setSwitches({ withdrawSecondApprovalAbove: { BRL: 50 } });
    try {
      const [first, second] = [await financeOperator(), await financeOperator()];
      const player = await fundedPlayer(200);
      const small = (await withdraw(player.token, 40)).body.model;
      const large = (await withdraw(player.token, 120)).body.model;

      // At or below the amount one approval pays.
      const one = await app.call({
        url: '/api/operator/withdraws/approve',
        token: first,
        body: { id: small.id },
      });
      expect(one.body.model).toMatchObject({ status: 'PROCESSING', awaitingSecondApproval: false });

      const firstApproval = await app.call({
        url: '/api/operator/withdraws/approve',
        token: first,
        body: { id: large.id, note: 'documents match' },
      });
      expect(firstApproval.body.model).toMatchObject({
        status: 'PENDING_REVIEW',
        awaitingSecondApproval: true,
      });
      const queue = await app.call({ method: 'GET', url: '/api/operator/withdraws', token: second });
      expect(queue.body.list.find((row: { id: string }) => row.id === large.id)).toMatchObject({
        needsSecondApproval: true,
        firstApprovedBy: expect.stringMatching(/^fin-/),
      });

      const sameAgain = await app.call({
        url: '/api/operator/withdraws/approve',
        token: first,
        body: { id: large.id },
      });
      expect(sameAgain.body.status).toBe(STATUS.SECOND_APPROVER_REQUIRED);
      const [waiting] = await app.database.db
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.id, large.id));
      expect(waiting?.status).toBe('PENDING_REVIEW');

      const secondApproval = await app.call({
        url: '/api/operator/withdraws/approve',
        token: second,
        body: { id: large.id },
      });
      expect(secondApproval.body.model).toMatchObject({
        status: 'PROCESSING',
        awaitingSecondApproval: false,
      });

      const audit = await app.call({
        method: 'GET',
        url: `/api/operator/audit?action=withdraw.approve`,
        token: operatorToken,
      });
      const actions = audit.body.page.content
        .filter((entry: { target: string }) => entry.target === large.id)
        .map((entry: { action: string }) => entry.action);
      expect(actions.sort()).toEqual(['withdraw.approve', 'withdraw.approve.first']);
    } finally {
      await setSwitches({ withdrawSecondApprovalAbove: {} });
    }
  });

  it('refuses settings it does not know or whose value breaks their rule, changing nothing', async () => {
    const unknown = await app.call({
      method: 'PATCH',
      url: '/api/operator/site/settings',
      token: operatorToken,
      body: { noSuchSwitch: true },
    });
    expect(unknown.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'SETTING_UNKNOWN' });
    const negative = await app.call({
      method: 'PATCH',
      url: '/api/operator/site/settings',
      token: operatorToken,
      body: { withdrawSecondApprovalAbove: { BRL: -1 }, enablePwa: false },
    });
    expect(negative.body.status).toBe(STATUS.INVALID_INPUT);
    const read = await app.call({ method: 'GET', url: '/api/operator/site/settings', token: operatorToken });
    expect(read.body.model.switches).toMatchObject({ withdrawSecondApprovalAbove: {}, enablePwa: true });
    const finance = await financeOperator();
    const forbidden = await app.call({
      method: 'PATCH',
      url: '/api/operator/site/settings',
      token: finance,
      body: { enablePwa: false },
    });
    expect(forbidden.body.status).toBe(STATUS.FORBIDDEN);
  });
});
