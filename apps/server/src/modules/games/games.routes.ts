import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { answeredByEtag, cacheForever, revalidate } from '../../platform/http-cache.ts';
import type { DesignService } from '../design/index.ts';
import type { GameCatalogueService } from './games.service.ts';

const previewQuery = z.object({ t: z.coerce.number().int().min(0).optional() });
const categoryId = safeStringSchema.regex(/^[0-9A-Za-z_-]{1,32}$/);

/**
 * The lobby's reads (spec §7 "Design and static data"): the category list at its plain address (ETag),
 * and both reads under /api/static/static/apicdn/{key}/…, cached for good when the key is current.
 */
export function registerGameRoutes(
  app: FastifyInstance,
  deps: { catalogue: GameCatalogueService; design: DesignService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue, design } = deps;

  typed.get('/game/game_category_list', { schema: { querystring: previewQuery } }, async (request, reply) => {
    const list = catalogue.categories();
    if (answeredByEtag(request, reply, list)) return reply;
    return ok(reply, { list });
  });

  const keyed = z.object({ key: safeStringSchema.max(64) });
  typed.get(
    '/api/static/static/apicdn/:key/game/game_category_list',
    { schema: { params: keyed } },
    async (request, reply) => {
      const list = catalogue.categories();
      if (request.params.key === design.apiCdnKey) cacheForever(reply);
      else revalidate(reply);
      return ok(reply, { list });
    },
  );

  typed.get(
    '/api/static/static/apicdn/:key/game/category_page/:id',
    { schema: { params: keyed.extend({ id: categoryId }) } },
    async (request, reply) => {
      const page = catalogue.categoryPage(request.params.id);
      if (request.params.key === design.apiCdnKey) cacheForever(reply);
      else revalidate(reply);
      return ok(reply, { page });
    },
  );
}
