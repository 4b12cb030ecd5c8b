import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ok } from '../../platform/envelope.ts';
import { cacheForever, revalidate } from '../../platform/http-cache.ts';
import type { ThemeStore } from './theme.ts';

/** GET /static/theme/{designCacheKey}?device=mobile|pc[&t=] — the theme, cached forever under its key. */
export function registerDesignRoutes(app: FastifyInstance, themes: ThemeStore): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/static/theme/:key',
    {
      schema: {
        params: z.object({ key: z.string().max(64) }),
        querystring: z.object({
          device: z.enum(['mobile', 'pc']).default('mobile'),
          t: z.coerce.number().int().min(0).optional(),
        }),
      },
    },
    async (request, reply) => {
      // A preview (`t`) or an old key must never be pinned in a cache.
      if (request.params.key === themes.cacheKey && request.query.t === undefined) cacheForever(reply);
      else revalidate(reply);
      return ok(reply, { model: themes.theme });
    },
  );
}
