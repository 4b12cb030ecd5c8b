import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS, type OperatorRole } from '@casino/contracts';

import { withdrawOrders } from './payments.tables.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pendingWithdrawal, setSiteSwitches } from '../../../test/withdrawals.ts';

/**
 * Four eyes mean two people: not one admin approving again from an alias account, nor through an account
 * they made or gave roles to, nor by raising the amount and approving once; and an approval stops
 * counting when its operator is disabled or loses a role.
 */
const ROOT_PASSWORD = 'first-admin-password-1';
let app: TestApp;
let root: Staff;
beforeAll(async () => {
  app = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: ROOT_PASSWORD,
  });
  await app.services.operators.ensureFirstAdmin();
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: ROOT_PASSWORD },
  });
  root = { id: login.body.model.operator.id, username: 'root', token: login.body.model.token };
});
afterAll(() => app.close());

interface Staff {
  id: number;
  username: string;
  token: string;
}

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/** A staff account made by `creator` (root unless named), signed in; its person is its own unless given. */
async function staff(roles: OperatorRole[], options: { person?: string; creator?: Staff } = {}) {
  const username = `st-${next()}`;
  const password = 'operator-password-12';
  const created = await app.call({
    url: '/api/operator/operators',
    token: (options.creator ?? root).token,
    body: { username, password, roles, person: options.person ?? `${username}@staff.test` },
  });
  expect(created.body.status, JSON.stringify(created.body)).toBe(0);
  const login = await app.call({ url: '/api/operator/auth/login', body: { username, password } });
  return { id: created.body.model.id as number, username, token: login.body.model.token as string };
}

const approve = (who: Staff, id: string) =>
  app.call({ url: '/api/operator/withdraws/approve', token: who.token, body: { id } });
const statusOf = async (id: string) =>
  (await app.database.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0]?.status;
const changeStaff = (id: number, body: Record<string, unknown>) =>
  app.call({ method: 'PATCH', url: `/api/operator/operators/${id}`, token: root.token, body });
async function queued(who: Staff, id: string) {
  const queue = await app.call({
    method: 'GET',
    url: '/api/operator/withdraws?pageSize=100',
    token: who.token,
  });
  return queue.body.list.find((row: { id: string }) => row.id === id);
}

describe('an approval that stops counting', () => {
  it('is void once its operator is disabled: the next approval is a first one again', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const [first, second, third] = [
      await staff(['finance']),
      await staff(['finance']),
      await staff(['finance']),
    ];
    const id = await pendingWithdrawal(app, 120);
    expect((await approve(first, id)).body.model).toMatchObject({ awaitingSecondApproval: true });
    expect((await changeStaff(first.id, { disabled: true })).body.status).toBe(0);
    expect(await queued(second, id)).toMatchObject({ needsSecondApproval: true, firstApprovedBy: null });

    const afterDisable = await approve(second, id);
    expect(afterDisable.body.model).toMatchObject({ status: 'PENDING_REVIEW', awaitingSecondApproval: true });
    // Enabled again, the account's old approval stays void.
    expect((await changeStaff(first.id, { disabled: false })).body.status).toBe(0);
    expect(await queued(third, id)).toMatchObject({ firstApprovedBy: second.username });
    expect((await approve(third, id)).body.model).toMatchObject({ status: 'PROCESSING' });
  });

  it('is void once its operator loses the role it approved with', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const [first, second, third] = [
      await staff(['finance']),
      await staff(['finance']),
      await staff(['finance']),
    ];
    const id = await pendingWithdrawal(app, 90);
    await approve(first, id);
    expect((await changeStaff(first.id, { roles: ['support'] })).body.status).toBe(0);
    expect((await approve(second, id)).body.model).toMatchObject({ awaitingSecondApproval: true });
    expect((await approve(third, id)).body.model).toMatchObject({ status: 'PROCESSING' });
  });
});

describe('two approvals by one person', () => {
  it('refuses an alias account of the first approver’s person as the second', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const person = `alice-${next()}@staff.test`;
    const [main, alias] = [await staff(['finance'], { person }), await staff(['finance'], { person })];
    const id = await pendingWithdrawal(app, 120);
    await approve(main, id);
    const again = await approve(alias, id);
    expect(again.body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    expect(await statusOf(id)).toBe('PENDING_REVIEW');
    // A staff identity is one person whatever its case.
    const upper = await staff(['finance'], { person: person.toUpperCase() });
    expect((await approve(upper, id)).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
  });

  it('refuses an account the first approver made, either way round, and one made by an account they made', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const admin = await staff(['admin']);
    // An "employee" the admin invents: another person on paper, the admin's alias in fact.
    const invented = await staff(['finance'], { creator: admin, person: `bob-${next()}@staff.test` });
    const one = await pendingWithdrawal(app, 120);
    await approve(admin, one);
    expect((await approve(invented, one)).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    const two = await pendingWithdrawal(app, 130);
    await approve(invented, two);
    expect((await approve(admin, two)).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    // Through a second invented admin: still the first admin's.
    const inventedAdmin = await staff(['admin'], { creator: admin });
    const deeper = await staff(['finance'], { creator: inventedAdmin });
    const three = await pendingWithdrawal(app, 140);
    await approve(admin, three);
    expect((await approve(deeper, three)).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    // The first admin made every account here: not a second pair of eyes on any of them.
    expect((await approve(root, three)).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    // Two accounts another admin made are two people.
    expect((await approve(await staff(['finance']), three)).body.model).toMatchObject({
      status: 'PROCESSING',
    });
  });

  it('refuses an account the first approver gave roles to', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const admin = await staff(['admin']);
    const helper = await staff(['support']);
    const granted = await app.call({
      method: 'PATCH',
      url: `/api/operator/operators/${helper.id}`,
      token: admin.token,
      body: { roles: ['support', 'finance'] },
    });
    expect(granted.body.status).toBe(0);
    const id = await pendingWithdrawal(app, 120);
    await approve(admin, id);
    expect((await approve(helper, id)).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    expect(await statusOf(id)).toBe('PENDING_REVIEW');
  });
});

describe('the four-eyes amount itself', () => {
  const patch = (who: Staff, amounts: Record<string, number>, extra: Record<string, unknown> = {}) =>
    app.call({
      method: 'PATCH',
      url: '/api/operator/site/settings',
      token: who.token,
      body: { withdrawSecondApprovalAbove: amounts, ...extra },
    });
  const settings = async (who: Staff) =>
    (await app.call({ method: 'GET', url: '/api/operator/site/settings', token: who.token })).body.model;
  const decide = (who: Staff, changeId: number, decision: 'approve' | 'discard') =>
    app.call({
      url: `/api/operator/site/settings/changes/${changeId}/${decision}`,
      token: who.token,
      body: {},
    });

  it('changes only once a second, independent admin approves, and not for orders already waiting', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const [proposer, approver] = [await staff(['admin']), await staff(['admin'])];
    const finance = [await staff(['finance']), await staff(['finance'])];
    const waiting = await pendingWithdrawal(app, 120);

    const proposed = await patch(proposer, { BRL: 1000 }, { enablePwa: true });
    expect(proposed.body.status).toBe(0);
    const held = await settings(approver);
    expect(held.switches.withdrawSecondApprovalAbove).toEqual({ BRL: 50 });
    expect(held.pendingChanges).toEqual([
      expect.objectContaining({
        key: 'withdrawSecondApprovalAbove',
        value: { BRL: 1000 },
        proposedBy: proposer.username,
      }),
    ]);
    const changeId = held.pendingChanges[0].id as number;
    // Still one approval above 50 until the change is approved.
    expect((await approve(finance[0]!, waiting)).body.model).toMatchObject({ awaitingSecondApproval: true });

    expect((await decide(proposer, changeId, 'approve')).body.status).toBe(STATUS.SECOND_APPROVER_REQUIRED);
    // The first admin made the proposer's account: not a second person on it.
    expect((await decide(root, changeId, 'approve')).body.status).toBe(STATUS.APPROVER_NOT_INDEPENDENT);
    const applied = await decide(approver, changeId, 'approve');
    expect(applied.body.model).toMatchObject({
      switches: { withdrawSecondApprovalAbove: { BRL: 1000 } },
      pendingChanges: [],
    });
    expect((await decide(approver, changeId, 'approve')).body.status).toBe(STATUS.SETTING_CHANGE_NOT_PENDING);

    // The order made under 50 still needs its second approver; a new one of 120 needs one approval.
    expect(await queued(finance[1]!, waiting)).toMatchObject({ needsSecondApproval: true });
    expect((await approve(finance[1]!, waiting)).body.model).toMatchObject({ status: 'PROCESSING' });
    const later = await pendingWithdrawal(app, 120);
    expect((await approve(finance[0]!, later)).body.model).toMatchObject({ status: 'PROCESSING' });
  });

  it('drops a proposal whose admin is disabled, and lets another admin discard one', async () => {
    await setSiteSwitches(app, { withdrawSecondApprovalAbove: { BRL: 50 } });
    const [proposer, approver] = [await staff(['admin']), await staff(['admin'])];
    await patch(proposer, { BRL: 5000 });
    const changeId = (await settings(approver)).pendingChanges[0].id as number;
    expect((await changeStaff(proposer.id, { disabled: true })).body.status).toBe(0);
    expect((await settings(approver)).pendingChanges).toEqual([]);
    expect((await decide(approver, changeId, 'approve')).body.status).toBe(STATUS.SETTING_CHANGE_NOT_PENDING);

    await patch(approver, { BRL: 7000 });
    const second = (await settings(root)).pendingChanges[0].id as number;
    expect((await decide(root, second, 'discard')).body.model.pendingChanges).toEqual([]);
    expect((await settings(root)).switches.withdrawSecondApprovalAbove).toEqual({ BRL: 50 });
    // A value no different from the current one proposes nothing.
    await patch(approver, { BRL: 50 });
    expect((await settings(root)).pendingChanges).toEqual([]);
  });
});

describe('staff identities', () => {
  it('are required at creation and stored lower-cased', async () => {
    const username = `st-${next()}`;
    const missing = await app.call({
      url: '/api/operator/operators',
      token: root.token,
      body: { username, password: 'operator-password-12', roles: ['support'] },
    });
    expect(missing.body.status).toBe(STATUS.INVALID_INPUT);
    const created = await app.call({
      url: '/api/operator/operators',
      token: root.token,
      body: {
        username,
        password: 'operator-password-12',
        roles: ['support'],
        person: ' Ana.Souza@Casino.Example ',
      },
    });
    expect(created.body.model).toMatchObject({ username, person: 'ana.souza@casino.example' });
  });
});
