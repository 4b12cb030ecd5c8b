import { registerEncryptedPaths } from '../../platform/encrypted-paths.ts';
import type { ServerModule } from '../../platform/house.ts';
import { registerMaintenanceGate } from './maintenance.hook.ts';
import { SiteService } from './site.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The operator's site: settings and switches, currencies, countries, languages; cached. */
    site: SiteService;
  }
}

/** The site: its settings (cached, told of changes on every process), maintenance and the encrypted paths. */
export const siteModule: ServerModule = {
  name: 'site',
  needs: [],
  setup(house) {
    const site = new SiteService(house.db, house.config.CACHE_TTL_MS, house.cacheBus);
    registerEncryptedPaths(house.http, async () => (await site.get()).switches.sk);
    registerMaintenanceGate(house.http, site);
    house.provide({ site });
  },
};
