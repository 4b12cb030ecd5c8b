import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { languageIdSchema, safeStringSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { cacheForever, revalidate } from '../../platform/http-cache.ts';
import type { LanguagePacks } from './language-packs.ts';

/** GET /static/lang/{langItemsCacheKey}?lang= — the language pack, cached forever under its content key. */
export function registerI18nRoutes(app: FastifyInstance, packs: LanguagePacks): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/static/lang/:key',
    {
      schema: {
        params: z.object({ key: safeStringSchema.max(64) }),
        querystring: z.object({ lang: languageIdSchema.default('en') }),
      },
    },
    async (request, reply) => {
      const base = request.query.lang.slice(0, 2);
      const pack = packs.byLanguage.get(base) ?? packs.byLanguage.get('en');
      if (!pack) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
      if (request.params.key === packs.cacheKey) cacheForever(reply);
      else revalidate(reply);
      return ok(reply, { model: pack });
    },
  );
}
