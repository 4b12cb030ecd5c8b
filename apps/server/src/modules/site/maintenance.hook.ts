import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from './site.service.ts';

/** Back-office and provider calls keep working while players are shown the maintenance page. */
const OPEN_DURING_MAINTENANCE = [/^\/api\/operator\//, /^\/api\/webhooks\//, /^\/api\/static\//];

/** While the site is in maintenance every player API call answers MAINTENANCE (-120). */
export function registerMaintenanceGate(app: FastifyInstance, site: SiteService): void {
  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (!pathname.startsWith('/api/') || OPEN_DURING_MAINTENANCE.some((pattern) => pattern.test(pathname)))
      return;
    if ((await site.get()).maintenance) throw new ApiError('MAINTENANCE');
  });
}
