import type { ServerModule } from '../../platform/house.ts';
import { beaconModule } from '../beacon/index.ts';
import { gamesModule } from '../games/index.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { CrashDesk } from './crash-desk.ts';
import { registerCrashDeskRoutes } from './crash-desk.routes.ts';
import { CrashLoop } from './crash.loop.ts';
import { registerCrashRoutes } from './crash.routes.ts';
import { CrashGame } from './crash.service.ts';
import { CRASH_LEDGER } from './crash.ledger.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The live multiplayer rounds, by game id. */
    crash: Record<'crash' | 'aviator', CrashGame>;
  }
}

/**
 * The crash games (crash, aviator): live rounds from committed hash chains salted by the public beacon,
 * led by one process each.
 */
export const crashModule: ServerModule = {
  name: 'crash',
  needs: [siteModule, userModule, operatorsModule, realtimeModule, walletModule, gamesModule, beaconModule],
  setup(house) {
    const { http, db } = house;
    const { site, sessions, operators, realtime, cashier, admission, wallet, beacon } = house.services;
    wallet.book.register(CRASH_LEDGER);
    const saltDelayMs = house.config.CRASH_SALT_DELAY_MS;
    const parts = { db, site, admission, cashier, publisher: realtime, beacon, saltDelayMs };
    const crash = { crash: new CrashGame(parts, 'crash'), aviator: new CrashGame(parts, 'aviator') };
    registerCrashRoutes(http, { sessions, games: crash });
    registerCrashDeskRoutes(http, { operators, desk: new CrashDesk(db, site, beacon) });
    for (const game of Object.values(crash)) {
      const loop = new CrashLoop(house.database, game, {
        tickMs: 50,
        onError: (error) => http.log.error({ err: error }, `${game.gameId} loop turn failed`),
      });
      house.addLoop(`${game.gameId} rounds`, loop);
    }
    // After the loops stop (their preClose hooks run first): the live bet feed sends what it holds.
    http.addHook('preClose', () => {
      for (const game of Object.values(crash)) game.feed.flush();
    });
    house.provide({ crash });
  },
};
