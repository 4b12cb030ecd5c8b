import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fairnessBeaconInfoSchema, fairnessBeaconRoundSchema, STATUS } from '@casino/contracts';
import { verifyBeaconRound } from '@casino/game-math/beacon';

import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('GET /api/fairness/beacon (SANDBOX)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('publishes the chain, labelled as the sandbox', async () => {
    const { http, body } = await app.call({ method: 'GET', url: '/api/fairness/beacon' });
    expect(http).toBe(200);
    expect(body.status).toBe(STATUS.SUCCESS);
    const info = fairnessBeaconInfoSchema.parse(body.model);
    expect(info).toEqual(app.services.beacon.info());
    expect(info.sandbox).toBe(true);
  });

  it('holds a due round back while the sandbox is in an outage, then publishes it', async () => {
    const sandbox = app.services.beacon.sandbox!;
    sandbox.suspend({ fromMs: 0 }); // since before genesis: round 1, due and never fetched, is held back
    const held = await app.call({ method: 'GET', url: '/api/fairness/beacon/1' });
    expect(held.body.status).toBe(STATUS.NOT_FOUND);
    expect(held.body.extra).toEqual({ round: 1, dueAt: app.services.beacon.timeOf(1) });
    sandbox.resume();
  });

  it('answers a published round, which anyone can check with the public key', async () => {
    const { publicKey } = app.services.beacon.info();
    const { body } = await app.call({ method: 'GET', url: '/api/fairness/beacon/1' });
    expect(body.status).toBe(STATUS.SUCCESS);
    const round = fairnessBeaconRoundSchema.parse(body.model);
    expect(round.round).toBe(1);
    expect(verifyBeaconRound(publicKey, round)).not.toBeNull();
    // Kept: the same answer again, from the database.
    expect((await app.call({ method: 'GET', url: '/api/fairness/beacon/1' })).body.model).toEqual(round);
  });

  it('says NOT_FOUND, with the time it is due, for a round not published yet', async () => {
    const round = app.services.beacon.roundAt(Date.now()) + 100;
    const { http, body } = await app.call({ method: 'GET', url: `/api/fairness/beacon/${round}` });
    expect(http).toBe(200);
    expect(body.status).toBe(STATUS.NOT_FOUND);
    expect(body.extra).toEqual({ round, dueAt: app.services.beacon.timeOf(round) });
  });

  it('refuses what is not a round', async () => {
    for (const round of ['0', '-3', '1.5', 'abc', '9007199254740992']) {
      const { body } = await app.call({ method: 'GET', url: `/api/fairness/beacon/${round}` });
      expect(body.status).toBe(STATUS.INVALID_INPUT);
    }
  });
});
