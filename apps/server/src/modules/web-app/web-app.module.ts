import { join } from 'node:path';

import { registerNotFound } from '../../platform/envelope.ts';
import type { ServerModule } from '../../platform/house.ts';
import { designModule } from '../design/index.ts';
import { gamesModule } from '../games/index.ts';
import { i18nModule } from '../i18n/index.ts';
import { startupModule } from '../startup/index.ts';
import { FirstPaint, loadFirstPaintRenderer } from './first-paint.ts';
import { registerWebApp } from './web-app.ts';

/** The player site's built app, its pages with their configuration and first paint, and any other path's answer. */
export const webAppModule: ServerModule = {
  name: 'web-app',
  needs: [startupModule, designModule, gamesModule, i18nModule],
  async setup(house) {
    const { startup, design, catalogue, packs } = house.services;
    const distDir = house.config.WEB_DIST_DIR;
    // The web app's server build sits beside its browser build (apps/web/dist-server).
    const renderer =
      distDir === '' ? undefined : await loadFirstPaintRenderer(join(distDir, '..', 'dist-server'));
    const firstPaint =
      renderer &&
      new FirstPaint(
        renderer,
        {
          startupSettings: (query) => startup.startupSettings(query, VISITOR),
          design,
          catalogue,
          packs,
        },
        (error) => house.http.log.error({ err: error }, 'first paint: the server render failed'),
      );
    const webApp = await registerWebApp(house.http, distDir, () => startup.siteConfig(), firstPaint);
    registerNotFound(house.http, webApp?.servePage);
  },
};

/** A first-time visitor as the startup settings see one: no language, country or browser id of its own. */
const VISITOR = {
  ip: '',
  userAgent: '',
  device: 'MOBILE',
  language: undefined,
  country: undefined,
  browserId: undefined,
} as const;
