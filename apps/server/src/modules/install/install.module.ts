import type { ServerModule } from '../../platform/house.ts';
import { siteModule } from '../site/index.ts';
import { registerInstallRoutes } from './install.routes.ts';

/** The installable app's manifest and icons. */
export const installModule: ServerModule = {
  name: 'install',
  needs: [siteModule],
  setup(house) {
    registerInstallRoutes(house.http, {
      site: house.services.site,
      publicOrigin: house.config.PUBLIC_ORIGIN,
    });
  },
};
