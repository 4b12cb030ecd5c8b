import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STATUS } from '@casino/contracts';
import { CRASH_SCHEMES, crashPointHundredths } from '@casino/game-math';

import { openBetting, playOutRound } from '../../../test/crash-clock.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createChain } from './crash-chains.ts';
import { CrashGame } from './crash.service.ts';

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp({
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: 'first-admin-password-1',
  });
  await app.services.operators.ensureFirstAdmin();
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: 'first-admin-password-1' },
  });
  adminToken = login.body.model.token;
});
afterAll(() => app.close());

const TIMINGS = { bettingMs: 1_000, pauseMs: 500, chainLength: 50 };

function clockedGame(log: { warn(message: string): void }) {
  const clock = { now: Date.UTC(2031, 0, 1) };
  const { site, admission, cashier, realtime } = app.services;
  const game = new CrashGame(
    { db: app.database.db, site, admission, cashier, publisher: realtime, log },
    'aviator',
    TIMINGS,
    () => clock.now,
  );
  return { game, clock };
}

const operatorCall = (url: string, body?: unknown) =>
  app.call({ method: body === undefined ? 'GET' : 'POST', url, token: adminToken, body });

describe('a crash chain’s salt lifecycle', () => {
  it('starts with the demo chain salted by the seed and labelled demo', async () => {
    const { chain } = (await app.call({ method: 'GET', url: '/api/game/crash/state' })).body.model;
    expect(chain).toMatchObject({ status: 'ACTIVE', demo: true, scheme: CRASH_SCHEMES.BUSTABIT_V2 });
    expect(chain.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(chain.saltSetAt).toBeTypeOf('number');
  });

  it('deals no round until the announced salt is set, then verifies under bustabit v2', async () => {
    const warn = vi.fn();
    const { game, clock } = clockedGame({ warn });
    const { row } = await app.write((tx) => createChain(tx, 'aviator', TIMINGS.chainLength));
    const url = `/api/operator/crash/chains/${row.id}`;

    for (let tick = 0; tick < 3; tick += 1) {
      await game.tick();
      clock.now += TIMINGS.pauseMs + 1;
    }
    expect((await game.state()).round).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(row.terminatingHash);
    expect((await game.state()).chain).toMatchObject({ id: row.id, status: 'AWAITING_SALT', salt: null });

    // The salt cannot come before its announcement; the announcement is made once.
    expect((await operatorCall(`${url}/salt`, { salt: 'block-hash' })).body.status).toBe(
      STATUS.INVALID_INPUT,
    );
    const announcement = 'the hash of Bitcoin block 900000';
    const announced = await operatorCall(`${url}/salt-announcement`, { announcement });
    expect(announced.body.model).toMatchObject({ saltAnnouncement: announcement, status: 'AWAITING_SALT' });
    expect((await operatorCall(`${url}/salt-announcement`, { announcement: 'another' })).body.status).toBe(
      STATUS.INVALID_INPUT,
    );

    const salt = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
    const salted = await operatorCall(`${url}/salt`, { salt });
    expect(salted.body.model).toMatchObject({ salt, status: 'ACTIVE', demo: false });
    expect(salted.body.model.saltSetAt).toBeGreaterThanOrEqual(salted.body.model.saltAnnouncedAt);
    expect((await operatorCall(`${url}/salt`, { salt: 'again' })).body.status).toBe(STATUS.INVALID_INPUT);

    await openBetting({ game, clock });
    await playOutRound({ game, clock });
    const { round } = await game.state();
    expect(round).toMatchObject({ status: 'CRASHED' });
    const proof = await game.round({ id: round?.id ?? 0 });
    expect(proof.chain).toMatchObject({ id: row.id, scheme: CRASH_SCHEMES.BUSTABIT_V2, salt });
    expect(crashPointHundredths(proof.hash ?? '', salt, 9_700, CRASH_SCHEMES.BUSTABIT_V2) / 100).toBe(
      proof.crashPoint,
    );
  });

  it('lists chains to admins only and checks the calls’ input', async () => {
    const list = await operatorCall('/api/operator/crash/chains');
    expect(list.body.list.length).toBeGreaterThanOrEqual(2);
    expect(list.body.list[0]).not.toHaveProperty('seed');
    expect((await app.call({ method: 'GET', url: '/api/operator/crash/chains' })).body.status).toBe(
      STATUS.OPERATOR_LOGIN_REQUIRED,
    );
    expect((await operatorCall('/api/operator/crash/chains/1/salt', { salt: '' })).body.status).toBe(
      STATUS.INVALID_INPUT,
    );
    expect((await operatorCall('/api/operator/crash/chains/999999/salt', { salt: 'x' })).body.status).toBe(
      STATUS.NOT_FOUND,
    );
  });
});
