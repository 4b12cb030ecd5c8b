import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signBeaconRound, verifyBeaconRound, type VerifiedBeaconRound } from '@casino/game-math/beacon';

import { openPglite, type Database } from '../../db/client.ts';
import type { BeaconSource } from './beacon-source.ts';
import { BeaconService } from './beacon.service.ts';
import { beaconRounds } from './beacon.tables.ts';
import { SandboxBeacon } from './sandbox-beacon.ts';

/** A clock the test moves by hand. */
function handClock(startMs: number) {
  let nowMs = startMs;
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

let database: Database;
const START_MS = 1_900_000_000_250;

beforeAll(async () => {
  database = await openPglite('memory://');
});
afterAll(() => database.close());

describe('the SANDBOX beacon', () => {
  it('publishes each round once its time has come, signed so the quicknet verifier accepts it', async () => {
    const clock = handClock(START_MS);
    const service = new BeaconService(database.db, await SandboxBeacon.open(database.db, { now: clock.now }));
    const info = service.info();
    expect(info).toMatchObject({ scheme: 'bls-unchained-g1-rfc9380', sandbox: true, periodSeconds: 3 });
    expect(info.genesisTime).toBe(Math.floor(START_MS / 1000));
    expect(info.chainHash).toMatch(/^[0-9a-f]{64}$/);
    expect(service.roundAt(clock.now())).toBe(1);
    expect(service.timeOf(3)).toBe((info.genesisTime + 6) * 1000);
    expect(service.firstRoundAfter(clock.now())).toBe(2);

    const first = await service.get(1);
    expect(first).not.toBeNull();
    expect(verifyBeaconRound(info.publicKey, first!)).toEqual({
      round: 1,
      signature: first!.signature,
      randomness: first!.randomness,
    });
    expect(first!.time).toBe(info.genesisTime * 1000);

    expect(await service.get(3)).toBeNull();
    clock.advance(5_000);
    expect(await service.get(3)).toBeNull();
    clock.advance(1_000);
    const third = await service.get(3);
    expect(third?.round).toBe(3);
    expect(verifyBeaconRound(info.publicKey, third!)).not.toBeNull();

    const kept = await database.db
      .select()
      .from(beaconRounds)
      .where(eq(beaconRounds.chainHash, info.chainHash));
    expect(kept.map((row) => row.round).sort()).toEqual([1, 3]);
  });

  it('keeps its key and genesis across restarts, and its rounds in the database', async () => {
    const clock = handClock(START_MS + 60_000);
    const before = new BeaconService(database.db, await SandboxBeacon.open(database.db, { now: clock.now }));
    const after = new BeaconService(database.db, await SandboxBeacon.open(database.db, { now: clock.now }));
    expect(after.info()).toEqual(before.info());
    expect(await after.kept(1)).toEqual(await before.get(1));
  });

  it('simulates an outage: nothing falling due is published until it ends, then the missed rounds are', async () => {
    const clock = handClock(START_MS + 120_000);
    const sandbox = await SandboxBeacon.open(database.db, { now: clock.now });
    const service = new BeaconService(database.db, sandbox);
    const dueBefore = service.roundAt(clock.now());
    sandbox.suspend();
    expect(service.sandbox).toBe(sandbox);
    clock.advance(30_000);
    const missed = service.roundAt(clock.now());
    expect(missed).toBeGreaterThan(dueBefore);
    expect(await service.get(missed)).toBeNull();
    expect(await service.get(dueBefore)).not.toBeNull(); // published before the outage: still served
    sandbox.resume();
    expect((await service.get(missed))?.round).toBe(missed);

    sandbox.suspend({ untilMs: clock.now() + 9_000 });
    clock.advance(6_000);
    const held = service.roundAt(clock.now());
    expect(await service.get(held)).toBeNull();
    clock.advance(3_000);
    expect(sandbox.suspended).toBe(false);
    expect((await service.get(held))?.round).toBe(held);
  });

  it('can start in an outage (BEACON_SANDBOX_PAUSED)', async () => {
    const clock = handClock(START_MS + 300_000);
    const sandbox = await SandboxBeacon.open(database.db, { now: clock.now, paused: true });
    const service = new BeaconService(database.db, sandbox);
    clock.advance(3_000);
    expect(sandbox.suspended).toBe(true);
    expect(await service.get(service.roundAt(clock.now()))).toBeNull();
  });
});

describe('the beacon service', () => {
  it('keeps nothing a source made up: only what its own check approved', async () => {
    const secretKey = '0'.repeat(63) + '7';
    const forger: BeaconSource = {
      chain: {
        chainHash: 'f'.repeat(64),
        publicKey: (await SandboxBeacon.open(database.db)).chain.publicKey,
        genesisTime: 0,
        periodSeconds: 3,
      },
      sandbox: false,
      fetchRound: async (round: number): Promise<VerifiedBeaconRound> => signBeaconRound(secretKey, round),
    };
    const service = new BeaconService(database.db, forger);
    expect(await service.get(5)).toBeNull();
    expect(await service.kept(5)).toBeNull();
    await expect(service.get(0)).rejects.toThrow(RangeError);
  });
});
