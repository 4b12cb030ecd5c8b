import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STATUS } from '@casino/contracts';
import { CRASH_SCHEMES, crashPointHundredths } from '@casino/game-math';
import { verifyBeaconRound } from '@casino/game-math/beacon';

import { clockedCrashGame, openBetting, playOutRound } from '../../../test/crash-clock.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ApiError } from '../../platform/errors.ts';
import { createChain } from './crash-chains.ts';
import { saltFromBeacon } from './crash-salts.ts';
import { crashChains } from './crash.tables.ts';

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
const DELAY_MS = 600_000;

/** Each clocked game starts a day after the last, in the future, 1 s into a beacon period. */
let epoch = Date.UTC(2031, 0, 1, 0, 0, 1);

/** An aviator game and the SANDBOX beacon on one clock the test moves by hand. */
async function clockedGame(log: { warn(message: string): void } = { warn: () => undefined }) {
  epoch += 86_400_000;
  return clockedCrashGame(app, {
    start: epoch,
    timings: TIMINGS,
    gameId: 'aviator',
    saltDelayMs: DELAY_MS,
    log,
  });
}

const operatorCall = (url: string, body?: unknown) =>
  app.call({ method: body === undefined ? 'GET' : 'POST', url, token: adminToken, body });

async function reasonOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return String(error.message);
    throw error;
  }
}

describe('a crash chain’s salt from the public beacon', () => {
  it('starts with the demo chains announced with the next beacon round, labelled demo, no salt made', async () => {
    const { chain } = (await app.call({ method: 'GET', url: '/api/game/crash/state' })).body.model;
    expect(chain).toMatchObject({ demo: true, preBeacon: false, scheme: CRASH_SCHEMES.BUSTABIT_V2 });
    expect(chain.beaconRound).toBe(app.services.beacon.firstRoundAfter(chain.saltAnnouncedAt));
    expect(chain.beaconDueAt).toBe(app.services.beacon.timeOf(chain.beaconRound));
    if (chain.status === 'AWAITING_BEACON') expect(chain.salt).toBeNull();
  });

  it('deals no round before its beacon round is published; the salt is that round’s randomness', async () => {
    const warn = vi.fn();
    const { game, clock, sandbox, beacon } = await clockedGame({ warn });
    const { row } = await app.write((tx) =>
      createChain(tx, 'aviator', TIMINGS.chainLength, { beacon, delayMs: DELAY_MS, now: clock.now }),
    );
    const round = row.beaconRound ?? 0;
    // Announced with a round nobody has yet: due at least the configured delay later.
    expect(beacon.timeOf(round)).toBeGreaterThan(clock.now + DELAY_MS);
    expect(beacon.timeOf(round - 1)).toBeLessThanOrEqual(clock.now + DELAY_MS);
    expect((await game.state()).chain).toMatchObject({
      id: row.id,
      status: 'AWAITING_BEACON',
      beaconRound: round,
      beaconDueAt: beacon.timeOf(round),
      salt: null,
      beaconSignature: null,
    });

    // Before its time, and through an outage after it, no round is dealt.
    expect(await game.tick()).toBe(beacon.timeOf(round));
    sandbox.suspend();
    clock.now = beacon.timeOf(round) + 5_000;
    for (let tick = 0; tick < 3; tick += 1) {
      await game.tick();
      clock.now += 1_001;
    }
    expect((await game.state()).round).toBeNull();
    expect(await beacon.get(round)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(row.terminatingHash);
    expect(warn.mock.calls[0]?.[0]).toContain(String(round));
    expect((await game.state()).chain).toMatchObject({ status: 'AWAITING_BEACON', salt: null });

    sandbox.resume();
    await openBetting({ game, clock });
    await playOutRound({ game, clock });
    const published = await beacon.get(round);
    expect(published).not.toBeNull();
    const { round: played } = await game.state();
    const proof = await game.round({ id: played?.id ?? 0 });
    expect(proof.chain).toMatchObject({
      id: row.id,
      status: 'ACTIVE',
      beaconRound: round,
      salt: published?.randomness,
      beaconSignature: published?.signature,
    });
    // The salt is the round's randomness as hex text, bustabit v2's HMAC key; the signature verifies.
    const salt = proof.chain?.salt ?? '';
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(
      verifyBeaconRound(beacon.info().publicKey, { round, signature: proof.chain?.beaconSignature ?? '' }),
    ).toEqual({ round, signature: published?.signature, randomness: salt });
    expect(crashPointHundredths(proof.hash ?? '', salt, 9_700, CRASH_SCHEMES.BUSTABIT_V2) / 100).toBe(
      proof.crashPoint,
    );
  });

  it('accepts no other salt: another round, a changed byte, an operator’s value, a bare update', async () => {
    const { clock, beacon } = await clockedGame();
    const { row } = await app.write((tx) =>
      createChain(tx, 'aviator', TIMINGS.chainLength, { beacon, delayMs: DELAY_MS, now: clock.now }),
    );
    const round = row.beaconRound ?? 0;
    clock.now = beacon.timeOf(round + 1);
    const { publicKey } = beacon.info();
    const salt = (published: { round: number; signature: string; randomness: string }) =>
      reasonOf(app.write((tx) => saltFromBeacon(tx, row.id, published, { publicKey, now: new Date() })));
    const other = await beacon.get(round + 1);
    const own = await beacon.get(round);
    if (!other || !own) throw new Error('rounds not published');
    expect(await salt(other)).toBe('CRASH_SALT_NOT_ANNOUNCED_ROUND');
    const flipped = `${own.signature.slice(0, -1)}${own.signature.endsWith('0') ? '1' : '0'}`;
    expect(await salt({ ...own, signature: flipped })).toBe('CRASH_SALT_NOT_VERIFIED');
    expect(await salt({ ...own, randomness: 'ab'.repeat(32) })).toBe('CRASH_SALT_NOT_VERIFIED');

    const url = `/api/operator/crash/chains/${row.id}`;
    for (const [path, body] of [
      ['/salt', { salt: own.randomness }],
      ['/salt-announcement', { announcement: 'the hash of Bitcoin block 900000' }],
    ] as const) {
      const refused = await operatorCall(`${url}${path}`, body);
      expect(refused.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'CRASH_SALT_FROM_BEACON' });
    }
    await expect(
      app.write((tx) =>
        tx.update(crashChains).set({ salt: 'x', saltSetAt: new Date() }).where(eq(crashChains.id, row.id)),
      ),
    ).rejects.toThrow();

    expect(await salt(own)).toBeUndefined();
    const [stored] = await app.database.db.select().from(crashChains).where(eq(crashChains.id, row.id));
    expect(stored).toMatchObject({ salt: own.randomness, beaconSignature: own.signature, preBeacon: false });
    expect(await salt(other)).toBe('CRASH_SALT_ALREADY_SET');
  });

  it('gives an unsalted chain from before the beacon (migration 0042) its round before any of its rounds', async () => {
    const { game, clock, beacon } = await clockedGame();
    const { row } = await app.write((tx) =>
      createChain(tx, 'aviator', TIMINGS.chainLength, { beacon, delayMs: DELAY_MS, now: clock.now }),
    );
    await app.write((tx) =>
      tx
        .update(crashChains)
        .set({ beaconRound: null, saltAnnouncement: null, saltAnnouncedAt: null })
        .where(eq(crashChains.id, row.id)),
    );
    clock.now += 60_000;
    const before = (await game.state()).round?.id;
    await game.tick();
    const { chain, round } = await game.state();
    expect(round?.id).toBe(before);
    expect(chain).toMatchObject({
      id: row.id,
      status: 'AWAITING_BEACON',
      beaconRound: beacon.firstRoundAfter(clock.now + DELAY_MS),
      saltAnnouncedAt: clock.now,
      preBeacon: false,
    });
  });

  it('lists chains with their beacon rounds to staff only, never their seeds', async () => {
    const list = await operatorCall('/api/operator/crash/chains');
    expect(list.body.list.length).toBeGreaterThanOrEqual(2);
    expect(list.body.list[0]).not.toHaveProperty('seed');
    expect(list.body.list[0].beaconRound).toBeTypeOf('number');
    expect(list.body.list[0].beaconDueAt).toBeTypeOf('number');
    expect((await app.call({ method: 'GET', url: '/api/operator/crash/chains' })).body.status).toBe(
      STATUS.OPERATOR_LOGIN_REQUIRED,
    );
  });
});
