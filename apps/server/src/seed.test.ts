import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CRASH_GAME_IDS } from '@casino/contracts';
import { SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';

import { buildApp, type App } from './app.ts';
import { testConfig } from './platform/config.ts';
import { openPglite, type Database } from './db/client.ts';
import { seedReferenceData } from './seed.ts';

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

  it('commits a new chain for crash and aviator, and deals no round before an operator salts it', async () => {
    for (const id of CRASH_GAME_IDS) {
      await app.services.crash[id].tick();
      const state = await app.services.crash[id].state();
      expect(state.round).toBeNull();
      expect(state.chain).toMatchObject({ status: 'AWAITING_SALT', salt: null, demo: false, scheme: 2 });
      expect(state.chain?.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
