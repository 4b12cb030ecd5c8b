import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { createTestApp, type CallResult, type TestApp } from '../../../test/harness.ts';

const LIMIT = 5;
const IP_LIMIT = 20;
const BURST = 100;
const ADMIN_PASSWORD = 'first-admin-password-1';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LIMIT),
    LOGIN_MAX_FAILURES_PER_IP: String(IP_LIMIT),
  });
  await app.services.operators.ensureFirstAdmin();
  adminToken = (await login('root', ADMIN_PASSWORD, '10.60.0.1')).body.model.token;
});
afterAll(() => app.close());

const login = (username: string, password: string, ip: string) =>
  app.call({ url: '/api/operator/auth/login', body: { username, password }, ip });

const tally = (results: CallResult[], status: number) =>
  results.filter((result) => result.body.status === status).length;

const wrongPasswordBurst = (username: string, ip: string) =>
  Promise.all(Array.from({ length: BURST }, (_, index) => login(username, `wrong-guess-${index}`, ip)));

async function createOperator(roles: string[]) {
  const username = `op-${Math.floor(Math.random() * 1e6)}`;
  const password = 'operator-password-12';
  const created = await app.call({
    url: '/api/operator/operators',
    token: adminToken,
    body: { username, password, roles, person: `${username}@staff.test` },
  });
  expect(created.body.status).toBe(0);
  return { id: created.body.model.id as number, username, password };
}

describe('operator login lockout under concurrent guessing', () => {
  it(`checks at most ${LIMIT} of ${BURST} simultaneous wrong passwords and refuses the right one from that IP`, async () => {
    const target = await createOperator(['support']);
    const burst = await wrongPasswordBurst(target.username, '10.61.0.1');
    expect(tally(burst, STATUS.INVALID_CREDENTIALS)).toBeLessThanOrEqual(LIMIT);
    expect(tally(burst, STATUS.INVALID_CREDENTIALS) + tally(burst, STATUS.TOO_MANY_LOGIN_ATTEMPTS)).toBe(
      BURST,
    );
    const locked = await login(target.username, target.password, '10.61.0.1');
    expect(locked.body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
    expect(locked.body.extra.minutes).toBeGreaterThanOrEqual(1);
  });

  it('does not let a stranger lock the admin out: the admin logs in from another IP', async () => {
    const burst = await wrongPasswordBurst('root', '10.62.0.1');
    expect(tally(burst, STATUS.INVALID_CREDENTIALS)).toBeLessThanOrEqual(LIMIT);
    expect((await login('root', ADMIN_PASSWORD, '10.62.0.1')).body.status).toBe(
      STATUS.TOO_MANY_LOGIN_ATTEMPTS,
    );
    expect((await login('root', ADMIN_PASSWORD, '10.62.0.2')).body.status).toBe(0);
  });

  it(`checks at most ${IP_LIMIT} guesses from one IP spread over many operator names`, async () => {
    const ip = '10.63.0.1';
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) => login(`ghost-${index}`, 'guess-123456', ip)),
    );
    expect(tally(burst, STATUS.INVALID_CREDENTIALS)).toBeLessThanOrEqual(IP_LIMIT);
    expect((await login('root', ADMIN_PASSWORD, ip)).body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
  });

  it('an admin unlocks an operator locked out on every IP it used', async () => {
    const target = await createOperator(['finance']);
    await wrongPasswordBurst(target.username, '10.64.0.1');
    await wrongPasswordBurst(target.username, '10.64.0.2');
    expect((await login(target.username, target.password, '10.64.0.1')).body.status).toBe(
      STATUS.TOO_MANY_LOGIN_ATTEMPTS,
    );

    const support = await createOperator(['support']);
    const supportToken = (await login(support.username, support.password, '10.64.0.9')).body.model.token;
    const refused = await app.call({
      url: `/api/operator/operators/${target.id}/unlock`,
      token: supportToken,
    });
    expect(refused.body.status).toBe(STATUS.FORBIDDEN);

    const unlocked = await app.call({
      url: `/api/operator/operators/${target.id}/unlock`,
      token: adminToken,
    });
    expect(unlocked.body.status).toBe(0);
    expect((await login(target.username, target.password, '10.64.0.1')).body.status).toBe(0);
    expect((await login(target.username, target.password, '10.64.0.2')).body.status).toBe(0);
  });
});
