import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { auditLog } from './operators.tables.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let adminToken: string;
const ADMIN_PASSWORD = 'first-admin-password-1';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  expect(await app.services.operators.ensureFirstAdmin()).toEqual({ username: 'root' });
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: ADMIN_PASSWORD },
  });
  adminToken = login.body.model.token;
});
afterAll(() => app.close());

async function operatorWith(roles: string[]) {
  const username = `op-${roles.join('-')}-${Math.floor(Math.random() * 1e6)}`;
  const password = 'operator-password-12';
  const created = await app.call({
    url: '/api/operator/operators',
    token: adminToken,
    body: { username, password, roles, person: `${username}@staff.test` },
  });
  expect(created.body.status).toBe(0);
  const login = await app.call({ url: '/api/operator/auth/login', body: { username, password } });
  return { id: created.body.model.id as number, token: login.body.model.token as string };
}

describe('operators', () => {
  it('creates the first admin once, with a generated password when none is configured', async () => {
    expect(await app.services.operators.ensureFirstAdmin()).toBeUndefined();
    const fresh = await createTestApp();
    try {
      const first = await fresh.services.operators.ensureFirstAdmin();
      expect(first?.username).toBe('admin');
      expect(first?.generatedPassword?.length).toBeGreaterThanOrEqual(20);
      const login = await fresh.call({
        url: '/api/operator/auth/login',
        body: { username: 'admin', password: first?.generatedPassword },
      });
      expect(login.body.status).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('keeps players and operators apart: a player token is not an operator token', async () => {
    const player = await registerPlayer(app);
    const asOperator = await app.call({ method: 'GET', url: '/api/operator/auth/me', token: player.token });
    expect(asOperator.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
    const asPlayer = await app.call({ method: 'GET', url: '/api/auth/user_info', token: adminToken });
    expect(asPlayer.body.status).toBe(STATUS.LOGIN_EXPIRED);
  });

  it('checks the role of every call', async () => {
    const support = await operatorWith(['support']);
    const designer = await operatorWith(['designer']);
    expect(
      (await app.call({ method: 'GET', url: '/api/operator/players', token: support.token })).body.status,
    ).toBe(0);

    const denied = await app.call({ method: 'GET', url: '/api/operator/players', token: designer.token });
    expect(denied.http).toBe(403);
    expect(denied.body.status).toBe(STATUS.FORBIDDEN);
    const notAdmin = await app.call({ method: 'GET', url: '/api/operator/operators', token: support.token });
    expect(notAdmin.body.status).toBe(STATUS.FORBIDDEN);
    const maintenance = await app.call({
      url: '/api/operator/site/maintenance',
      token: support.token,
      body: { enabled: true },
    });
    expect(maintenance.body.status).toBe(STATUS.FORBIDDEN);
    expect((await app.call({ url: '/api/auth/check' })).body.status).toBe(0);
  });

  it('lets an admin find players, change roles and disable an operator, with an audit trail', async () => {
    const player = await registerPlayer(app);
    const found = await app.call({
      method: 'GET',
      url: `/api/operator/players?q=${player.username}`,
      token: adminToken,
    });
    expect(found.body.page.content.map((row: { username: string }) => row.username)).toContain(
      player.username,
    );

    const finance = await operatorWith(['finance']);
    const promoted = await app.call({
      method: 'PATCH',
      url: `/api/operator/operators/${finance.id}`,
      token: adminToken,
      body: { roles: ['finance', 'support'] },
    });
    expect(promoted.body.model.roles).toEqual(['finance', 'support']);

    const disabled = await app.call({
      method: 'PATCH',
      url: `/api/operator/operators/${finance.id}`,
      token: adminToken,
      body: { disabled: true },
    });
    expect(disabled.body.model.disabled).toBe(true);
    expect(
      (await app.call({ method: 'GET', url: '/api/operator/auth/me', token: finance.token })).body.status,
    ).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
    const trail = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.update'));
    expect(trail.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an admin disabling themself, a duplicate username and bad input', async () => {
    const me = (await app.call({ method: 'GET', url: '/api/operator/auth/me', token: adminToken })).body
      .model;
    const self = await app.call({
      method: 'PATCH',
      url: `/api/operator/operators/${me.id}`,
      token: adminToken,
      body: { disabled: true },
    });
    expect(self.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'OPERATOR_CANNOT_DEMOTE_SELF' });
    const duplicate = await app.call({
      url: '/api/operator/operators',
      token: adminToken,
      body: {
        username: 'root',
        password: 'operator-password-12',
        roles: ['support'],
        person: 'root2@staff.test',
      },
    });
    expect(duplicate.body.status).toBe(STATUS.USERNAME_TAKEN);
    for (const body of [
      { username: 'x', password: 'operator-password-12', roles: ['support'], person: 'valid@staff.test' },
      { username: 'valid-name', password: 'short', roles: ['support'], person: 'valid@staff.test' },
      {
        username: 'valid-name',
        password: 'operator-password-12',
        roles: ['owner'],
        person: 'valid@staff.test',
      },
      { username: 'valid-name', password: 'operator-password-12', roles: [], person: 'valid@staff.test' },
      { username: 'valid-name', password: 'operator-password-12', roles: ['support'] },
      { username: 'valid-name', password: 'operator-password-12', roles: ['support'], person: 'x' },
    ]) {
      const result = await app.call({ url: '/api/operator/operators', token: adminToken, body });
      expect(result.body.status, JSON.stringify(body)).toBe(STATUS.INVALID_INPUT);
    }
    const badId = await app.call({
      method: 'PATCH',
      url: '/api/operator/operators/abc',
      token: adminToken,
      body: {},
    });
    expect(badId.body.status).toBe(STATUS.INVALID_INPUT);
  });

  it('puts the site in maintenance and back, and logout kills the operator token', async () => {
    const on = await app.call({
      url: '/api/operator/site/maintenance',
      token: adminToken,
      body: { enabled: true },
    });
    expect(on.body.model).toEqual({ maintenance: true });
    expect((await app.call({ url: '/api/auth/check' })).body.status).toBe(STATUS.MAINTENANCE);
    await app.call({ url: '/api/operator/site/maintenance', token: adminToken, body: { enabled: false } });
    expect((await app.call({ url: '/api/auth/check' })).body.status).toBe(0);

    const support = await operatorWith(['support']);
    await app.call({ url: '/api/operator/auth/logout', token: support.token });
    expect(
      (await app.call({ method: 'GET', url: '/api/operator/auth/me', token: support.token })).body.status,
    ).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
  });

  it('rate-limits failed operator logins', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.call({
        url: '/api/operator/auth/login',
        body: { username: 'root', password: 'wrong-password' },
      });
    }
    const locked = await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'root', password: ADMIN_PASSWORD },
    });
    expect(locked.body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
  });
});
