import type { FastifyInstance } from 'fastify';

import type { Web2Pwa } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { revalidate } from '../../platform/http-cache.ts';
import type { SiteService } from '../site/index.ts';

/**
 * The install calls of spec §7 "Startup and install": the operator's PWA and app-download settings, and the
 * host that links shared from inside the native app point at (the app's own origin is not a web address).
 */
export function registerInstallRoutes(
  app: FastifyInstance,
  deps: { site: SiteService; publicOrigin: string },
): void {
  const { site, publicOrigin } = deps;

  app.get('/api/ads/web2pwa', async (_request, reply) => {
    const { switches } = await site.get();
    const model: Web2Pwa = {
      enablePwa: switches.enablePwa,
      downloadLink: switches.apkLink,
      iosLink: switches.iosLink,
    };
    revalidate(reply);
    return ok(reply, { model });
  });

  app.get('/api/home/getH5RefAppUrl', async (_request, reply) => {
    const { switches } = await site.get();
    revalidate(reply);
    return ok(reply, { extra: [switches.h5RefHost || new URL(publicOrigin).host] });
  });
}
