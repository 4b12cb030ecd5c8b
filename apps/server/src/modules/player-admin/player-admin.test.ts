import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { users } from '../user/index.ts';
import { ledgerTransactions } from '../wallet/index.ts';
import {
  createStaffedTestApp,
  fundPlayer,
  loseMines,
  staffToken,
  registerPlayer,
  testIdentity,
  type TestApp,
} from '../../../test/harness.ts';

let app: TestApp;
let finance: string;
let support: string;

beforeAll(async () => {
  app = await createStaffedTestApp();
  finance = await staffToken(app, ['finance']);
  support = await staffToken(app, ['support']);
});
afterAll(() => app.close());

const adjust = (token: string, userId: number, body: Record<string, unknown>) =>
  app.call({ url: `/api/operator/players/${userId}/adjust`, token, body });
const detail = async (token: string, userId: number) =>
  (await app.call({ method: 'GET', url: `/api/operator/players/${userId}`, token })).body;
const cashOf = async (userId: number) =>
  (await detail(finance, userId)).model.balances.find(
    (row: { currencyId: string }) => row.currencyId === 'BRL',
  )?.cash ?? 0;

describe('player 360', () => {
  it('shows balances, ledger lines, deposits, sessions and notes of one player', async () => {
    const player = await registerPlayer(app);
    await fundPlayer(app, player.token, 40);
    await loseMines(app, player.token, 10);
    const note = await app.call({
      url: `/api/operator/players/${player.user.userId}/notes`,
      token: support,
      body: { text: 'Called about a late deposit' },
    });
    expect(note.body.model).toMatchObject({
      text: 'Called about a late deposit',
      operator: expect.any(String),
    });
    const view = await detail(support, player.user.userId);
    expect(view.status).toBe(0);
    expect(view.model).toMatchObject({
      userId: player.user.userId,
      username: player.username,
      disabled: false,
      kycStatus: 'NOT_STARTED',
      balances: [expect.objectContaining({ currencyId: 'BRL', cash: 30 })],
      deposits: [expect.objectContaining({ amount: 40, status: 'PAID' })],
      rounds: [expect.objectContaining({ gameId: 'mines', stake: 10, demo: false })],
      limits: [],
      exclusions: [],
      notes: [expect.objectContaining({ text: 'Called about a late deposit' })],
    });
    expect(view.model.ledger[0]).toMatchObject({ account: 'cash', amount: -10 });
    expect(view.model.ledger[1]).toMatchObject({ kind: 'recharge', account: 'cash', amount: 40 });
    expect(view.model.sessions[0]).toMatchObject({ active: true });
    expect((await detail(support, 999_999_999)).status).toBe(STATUS.NOT_FOUND);
  });
});

describe('balance adjustments', () => {
  it('credits and debits cash against the adjustments account, once per request id, audited with the reason', async () => {
    const player = await registerPlayer(app);
    const userId = player.user.userId as number;
    const credit = {
      currencyId: 'BRL',
      amount: '25.50',
      reason: 'Goodwill after outage',
      requestId: 'adj-credit-0001',
    };
    const first = await adjust(finance, userId, credit);
    expect(first.body.model).toMatchObject({ currencyId: 'BRL', cash: 25.5 });
    // A retried click is the same adjustment; the same id with other parameters is refused.
    expect((await adjust(finance, userId, credit)).body.model.cash).toBe(25.5);
    expect((await adjust(finance, userId, { ...credit, amount: '30' })).body.status).toBe(
      STATUS.IDEMPOTENCY_KEY_REUSED,
    );
    const debit = await adjust(finance, userId, {
      ...credit,
      amount: '-5.5',
      reason: 'Duplicate credit',
      requestId: 'adj-debit-0001',
    });
    expect(debit.body.model.cash).toBe(20);

    const rows = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, userId));
    expect(rows.filter((row) => row.kind === 'operator_adjust')).toHaveLength(2);

    const audit = await app.call({
      method: 'GET',
      url: '/api/operator/audit?action=player.adjust',
      token: await staffToken(app, ['compliance']),
    });
    const mine = audit.body.page.content.filter(
      (entry: { target: string }) => entry.target === String(userId),
    );
    expect(mine.map((entry: { details: { reason: string } }) => entry.details.reason).sort()).toEqual([
      'Duplicate credit',
      'Goodwill after outage',
    ]);
    expect(mine[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never takes cash below zero, needs a reason, and is finance-only', async () => {
    const player = await registerPlayer(app);
    const userId = player.user.userId as number;
    const short = await adjust(finance, userId, {
      currencyId: 'BRL',
      amount: '-1',
      reason: 'Test debit',
      requestId: 'adj-short-0001',
    });
    expect(short.body.status).toBe(STATUS.INSUFFICIENT_BALANCE);
    const noReason = await adjust(finance, userId, {
      currencyId: 'BRL',
      amount: '1',
      reason: ' ',
      requestId: 'adj-noreason-1',
    });
    expect(noReason.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      extra: { reason: 'REASON_REQUIRED' },
    });
    const zero = await adjust(finance, userId, {
      currencyId: 'BRL',
      amount: '0',
      reason: 'Zero',
      requestId: 'adj-zero-00001',
    });
    expect(zero.body.status).toBe(STATUS.AMOUNT_INVALID);
    const asSupport = await adjust(support, userId, {
      currencyId: 'BRL',
      amount: '5',
      reason: 'Not allowed',
      requestId: 'adj-support-01',
    });
    expect(asSupport.body.status).toBe(STATUS.FORBIDDEN);
    expect(await cashOf(userId)).toBe(0);
  });
});

describe('player safety', () => {
  it('blocks (ending every session) and unblocks a player, and resets their authenticator', async () => {
    const player = await registerPlayer(app);
    const userId = player.user.userId as number;
    const blocked = await app.call({
      url: `/api/operator/players/${userId}/block`,
      token: support,
      body: { blocked: true, reason: 'Chargeback fraud suspected' },
    });
    expect(blocked.body.status).toBe(0);
    const me = await app.call({ method: 'GET', url: '/api/auth/user_info', token: player.token });
    expect(me.body.status).toBe(STATUS.LOGIN_EXPIRED);
    const login = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: player.password },
    });
    expect(login.body.status).toBe(STATUS.ACCOUNT_DISABLED);
    await app.call({
      url: `/api/operator/players/${userId}/block`,
      token: support,
      body: { blocked: false, reason: 'Cleared by risk' },
    });
    const again = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: player.password },
    });
    expect(again.body.status).toBe(0);

    const notBound = await app.call({
      url: `/api/operator/players/${userId}/two-factor/reset`,
      token: support,
      body: { reason: 'Lost phone' },
    });
    expect(notBound.body.message).toBe('TWO_FACTOR_NOT_BOUND');
    await app.write((tx) =>
      tx.update(users).set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, userId)),
    );
    const reset = await app.call({
      url: `/api/operator/players/${userId}/two-factor/reset`,
      token: support,
      body: { reason: 'Lost phone, ID checked' },
    });
    expect(reset.body.status).toBe(0);
    expect((await detail(support, userId)).model.twoFactorEnabled).toBe(false);
  });
});

describe('bonuses and chat in the 360° view', () => {
  it('lists the player’s bonus grants by campaign and links their support chat once they wrote', async () => {
    const registered = await app.call({
      url: '/api/auth/register',
      body: {
        username: `bonus${Date.now() % 1_000_000}`,
        password: 'correct-horse-1',
        countryId: 'US',
        ...testIdentity(),
      },
      ip: '10.31.7.9',
    });
    const token = registered.body.user.token as string;
    const userId = registered.body.user.userId as number;
    expect((await detail(support, userId)).model).toMatchObject({ bonuses: [], chatConversationId: null });

    expect((await app.call({ url: '/api/bonus_task/checkin', token, body: {} })).body.status).toBe(0);
    await app.call({ url: '/api/chat/send', token, body: { text: 'Where is my bonus?' } });
    const view = (await detail(support, userId)).model;
    expect(view.bonuses).toEqual([
      expect.objectContaining({
        kind: 'checkin',
        campaign: expect.any(String),
        currencyId: 'USD',
        paysTo: 'task_bonus',
        status: 'WAGERING',
      }),
    ]);
    expect(view.bonuses[0].amount).toBeGreaterThan(0);
    expect(view.chatConversationId).toEqual(expect.any(Number));
  });
});
