import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { startupQuerySchema } from '@casino/contracts';

import { clientInfo } from '../../platform/client-info.ts';
import { ok } from '../../platform/envelope.ts';
import type { StartupService } from './startup.service.ts';

export function registerStartupRoutes(app: FastifyInstance, startup: StartupService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/home/startup', { schema: { querystring: startupQuerySchema } }, async (request, reply) => {
    const model = await startup.startupSettings(request.query, clientInfo(request));
    const extra =
      request.query.startTime === undefined
        ? undefined
        : { clockSkewMs: Date.now() - request.query.startTime };
    return ok(reply, { model, ...(extra ? { extra } : {}) });
  });

  typed.get('/api/home/site_config', async (_request, reply) =>
    ok(reply, { model: await startup.siteConfig() }),
  );
}
