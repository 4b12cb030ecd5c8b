import { registerNotFound } from '../../platform/envelope.ts';
import type { ServerModule } from '../../platform/house.ts';
import { startupModule } from '../startup/index.ts';
import { registerWebApp } from './web-app.ts';

/** The player site's built app, its pages with their configuration, and the answer to any other path. */
export const webAppModule: ServerModule = {
  name: 'web-app',
  needs: [startupModule],
  async setup(house) {
    const { startup } = house.services;
    const webApp = await registerWebApp(house.http, house.config.WEB_DIST_DIR, () => startup.siteConfig());
    registerNotFound(house.http, webApp?.servePage);
  },
};
