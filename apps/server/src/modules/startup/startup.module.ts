import type { ServerModule } from '../../platform/house.ts';
import { designModule } from '../design/index.ts';
import { i18nModule } from '../i18n/index.ts';
import { paymentsModule } from '../payments/index.ts';
import { siteModule } from '../site/index.ts';
import { countUsers } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { registerStartupRoutes } from './startup.routes.ts';
import { StartupService } from './startup.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The start-up settings and the site configuration the client boots from. */
    startup: StartupService;
  }
}

/** What the client boots from: start-up settings, the site configuration and the lobby's facts. */
export const startupModule: ServerModule = {
  name: 'startup',
  needs: [siteModule, i18nModule, designModule, walletModule, paymentsModule],
  setup(house) {
    const { db, config } = house;
    const { site, packs, design, wallet, recharge } = house.services;
    const startup = new StartupService(
      site,
      db,
      { designCacheKey: () => design.cacheKey, langItemsCacheKey: () => packs.cacheKey },
      config,
      {
        communityCounts: async () => ({ players: await countUsers(db), winners: await wallet.winnerCount() }),
        paymentMethods: async (currencyId) =>
          (await recharge.channels(currencyId)).map((channel) => channel.name),
      },
    );
    registerStartupRoutes(house.http, startup);
    house.provide({ startup });
  },
};
