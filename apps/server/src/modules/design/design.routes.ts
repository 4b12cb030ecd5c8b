import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { safeStringSchema, themeInputSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { cacheForever, revalidate } from '../../platform/http-cache.ts';
import { tokenOf } from '../auth/auth.guard.ts';
import type { OperatorService } from '../operators/operators.service.ts';
import { answeredByEtag } from '../static-assets/etag.ts';
import type { DesignService } from './design.service.ts';

const deviceQuery = z.object({
  device: z.enum(['mobile', 'pc']).default('mobile'),
  t: z.coerce.number().int().min(0).optional(),
});
const pageParams = z.object({ id: safeStringSchema.regex(/^[0-9A-Za-z_-]{1,64}$/) });
const publishBody = z.object({ theme: themeInputSchema, note: safeStringSchema.max(500).default('') });

/**
 * The design reads of spec §7: the theme under its content key (cached for good; a preview `t` or an
 * old key only revalidates), page details with ETags, and the designers' publish call.
 */
export function registerDesignRoutes(
  app: FastifyInstance,
  deps: { design: DesignService; operators: OperatorService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { design, operators } = deps;

  typed.get(
    '/static/theme/:key',
    { schema: { params: z.object({ key: safeStringSchema.max(64) }), querystring: deviceQuery } },
    async (request, reply) => {
      const model = design.theme(request.query.device);
      if (request.params.key === design.cacheKey && request.query.t === undefined) {
        cacheForever(reply);
        return ok(reply, { model });
      }
      if (answeredByEtag(request, reply, model)) return reply;
      return ok(reply, { model });
    },
  );

  typed.get(
    '/design/page_detail/:id',
    { schema: { params: pageParams, querystring: deviceQuery } },
    async (request, reply) => {
      const page = design.page(request.params.id, request.query.device);
      const model = { id: page.id, type: page.type, items: page.items };
      if (answeredByEtag(request, reply, model)) return reply;
      return ok(reply, { model });
    },
  );

  typed.get(
    '/design/embed_page_detail/:id',
    { schema: { params: pageParams, querystring: deviceQuery } },
    async (request, reply) => {
      const page = design.page(request.params.id, request.query.device);
      if (page.type !== 'embed') throw new ApiError('NOT_FOUND', { httpStatus: 404 });
      const model = { id: page.id, type: page.type, items: page.items };
      if (answeredByEtag(request, reply, model)) return reply;
      return ok(reply, { model });
    },
  );

  const designer: preHandlerAsyncHookHandler = async (request) => {
    request.operator = await operators.authenticate(tokenOf(request), ['designer']);
  };
  const operatorName = (request: FastifyRequest) => request.operator?.operator.username ?? 'unknown';

  typed.get('/api/operator/design/versions', { preHandler: designer }, async (_request, reply) => {
    revalidate(reply);
    return ok(reply, { list: await design.versions() });
  });

  typed.post(
    '/api/operator/design/publish',
    { preHandler: designer, schema: { body: publishBody } },
    async (request, reply) =>
      ok(reply, {
        model: await design.publish(request.body.theme, request.body.note, operatorName(request)),
      }),
  );
}
