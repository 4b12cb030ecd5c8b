import type { FastifyInstance } from 'fastify';

import { ok } from '../../platform/envelope.ts';
import type { ActivityTicker } from './activity.service.ts';

/** The lobby's activity ticker: public (visitors see it too), cached by the service. */
export function registerActivityRoutes(app: FastifyInstance, ticker: ActivityTicker): void {
  app.get('/api/home/activity', async (_request, reply) => ok(reply, { model: await ticker.activity() }));
}
