import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../platform/errors.ts';
import { reachedPlayerCall } from '../../platform/route-path.ts';
import type { SiteService } from './site.service.ts';

/**
 * While the site is in maintenance every player API call answers MAINTENANCE (-120); back-office and
 * provider calls keep working. A call is told by the route it reached, never by the URL as sent (the
 * router decodes `/%61pi/…` to the same route).
 */
export function registerMaintenanceGate(app: FastifyInstance, site: SiteService): void {
  app.addHook('onRequest', async (request) => {
    if (!reachedPlayerCall(request)) return;
    if ((await site.get()).maintenance) throw new ApiError('MAINTENANCE');
  });
}
