import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CRASH_GAME_IDS } from '@casino/contracts';
import { SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';

import { buildApp, type App } from './app.ts';
import { testConfig } from './platform/config.ts';
import { openPglite, type Database } from './db/client.ts';
import { saveMarketProfile } from './modules/site/index.ts';
import { findUserByUsername } from './modules/user/index.ts';
import { seedDemoSite, seedReferenceData } from './seed.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** A real site starts with DEMO_SEED=false: only the reference data that main.ts writes at every start. */
describe('a site started without demo data', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await seedReferenceData(database.db);
    app = await buildApp({ config: testConfig(), database });
    await app.services.catalogue.refresh();
  });
  afterAll(async () => {
    await app.http.close();
    await database.close();
  });

  it('has every game in its catalogue with stake limits in every currency', async () => {
    const listed = app.services.catalogue.categoryPage('00').content.map((game) => game.id);
    expect(listed).toEqual(expect.arrayContaining([...CRASH_GAME_IDS, ...SINGLE_PLAYER_GAME_IDS]));
    for (const id of [...CRASH_GAME_IDS, ...SINGLE_PLAYER_GAME_IDS]) {
      for (const currency of ['BRL', 'IDR', 'USD']) {
        await expect(app.services.admission.terms(id, currency)).resolves.toMatchObject({ game: { id } });
      }
    }
  });

  it('announces a chain for crash and aviator with a beacon round 10 minutes on, and deals no round before it', async () => {
    for (const id of CRASH_GAME_IDS) {
      const before = Date.now();
      await app.services.crash[id].tick();
      const state = await app.services.crash[id].state();
      expect(state.round).toBeNull();
      expect(state.chain).toMatchObject({ status: 'AWAITING_BEACON', salt: null, demo: false, scheme: 2 });
      expect(state.chain?.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
      expect(state.chain?.beaconDueAt).toBeGreaterThan(before + 600_000);
    }
  });
});

/** Issue 33 (8): a production site never carries the demo's public password and funded campaigns for real money. */
describe('the demo in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      NODE_ENV: 'production',
      REALTIME_SECRET: 'f3b1c9e0a7d24e6b8c5f1a0d9e7b3c2a',
      SANDBOX_PAYMENT_SECRET: '0a9d8c7b6e5f4a3b2c1d0e9f8a7b6c5d',
      DEMO_SEED: 'true',
    });
  });
  afterAll(() => app.close());

  it('is refused before anything is written while a country plays real money', async () => {
    await expect(seedDemoSite(app.database.db, app.services, app.config)).rejects.toThrow(
      /Refusing to seed the demo in production: BR.* play real money/,
    );
    expect(await findUserByUsername(app.database.db, 'demo')).toBeUndefined();
  });

  it('is seeded where every country is play money only', async () => {
    await app.write((tx) =>
      saveMarketProfile(tx, {
        id: 'play-only',
        name: 'Play money only',
        realMoney: false,
        rewardKinds: [],
        compliance: {},
        countries: ['BR', 'ID', 'US'],
      }),
    );
    await expect(seedDemoSite(app.database.db, app.services, app.config)).resolves.toMatchObject({
      username: 'demo',
    });
  });
});
