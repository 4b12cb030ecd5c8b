import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  designRestoreInputSchema,
  draftBlockInputSchema,
  HEADER,
  safeStringSchema,
  themeInputSchema,
  type DesignPage,
  type ThemeInput,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { answeredByEtag, cacheForever, noStore, revalidate } from '../../platform/http-cache.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { OperatorService } from '../operators/index.ts';
import type { DesignService } from './design.service.ts';

const deviceQuery = z.object({
  device: z.enum(['mobile', 'pc']).default('mobile'),
  t: z.coerce.number().int().min(0).optional(),
});
const pageParams = z.object({ id: safeStringSchema.regex(/^[0-9A-Za-z_-]{1,64}$/) });
const publishBody = z.object({ theme: themeInputSchema, note: safeStringSchema.max(500).default('') });
const draftTokenBody = z.object({
  designToken: safeStringSchema.min(16).max(128),
  note: safeStringSchema.max(500).default(''),
});
const versionParams = z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) });
const draftBlockBody = draftBlockInputSchema.extend({ device: z.enum(['mobile', 'pc']).optional() });

/** The DesignToken header the site framed by the editor sends with every call. */
const designTokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[HEADER.designToken.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

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

  /** A page of the designer's draft when the request carries an open session's token, else the live one. */
  const pageFor = async (request: FastifyRequest, id: string, device: 'mobile' | 'pc') => {
    const draft: ThemeInput | undefined = await design.draftOf(designTokenOf(request));
    return { page: design.page(id, device, draft), draft: draft !== undefined };
  };
  /** A page's answer: a designer's draft never stored, the live page revalidated by its ETag. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: DesignPage, draft: boolean) => {
    const model = { id: page.id, type: page.type, items: page.items };
    if (draft) noStore(reply);
    else if (answeredByEtag(request, reply, model)) return reply;
    return ok(reply, { model });
  };

  typed.get(
    '/static/theme/:key',
    { schema: { params: z.object({ key: safeStringSchema.max(64) }), querystring: deviceQuery } },
    async (request, reply) => {
      const draft = await design.draftOf(designTokenOf(request));
      if (draft) {
        noStore(reply);
        return ok(reply, { model: design.draftTheme(draft, request.query.device) });
      }
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
      const { page, draft } = await pageFor(request, request.params.id, request.query.device);
      return sendPage(request, reply, page, draft);
    },
  );

  typed.get(
    '/design/embed_page_detail/:id',
    { schema: { params: pageParams, querystring: deviceQuery } },
    async (request, reply) => {
      const { page, draft } = await pageFor(request, request.params.id, request.query.device);
      if (page.type !== 'embed') throw new ApiError('NOT_FOUND', { httpStatus: 404 });
      return sendPage(request, reply, page, draft);
    },
  );

  const designer: preHandlerAsyncHookHandler = async (request) => {
    request.operator = await operators.authenticate(tokenOf(request), ['designer']);
  };

  const designerOf = (request: FastifyRequest) => {
    const operator = request.operator?.operator;
    if (!operator) throw new ApiError('OPERATOR_LOGIN_REQUIRED', { httpStatus: 401 });
    return { id: operator.id, username: operator.username };
  };

  typed.get('/api/operator/design/versions', { preHandler: designer }, async (_request, reply) => {
    revalidate(reply);
    return ok(reply, { list: await design.versions() });
  });

  // A rollback: the old version's theme becomes the next live version (the design editor's Versions list).
  typed.post(
    '/api/operator/design/versions/:version/restore',
    { preHandler: designer, schema: { params: versionParams, body: designRestoreInputSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await design.restoreVersion(request.params.version, request.body.note, designerOf(request)),
      }),
  );

  typed.post(
    '/api/operator/design/publish',
    { preHandler: designer, schema: { body: publishBody } },
    async (request, reply) =>
      ok(reply, {
        model: await design.publish(request.body.theme, request.body.note, designerOf(request).username),
      }),
  );

  // The design editor's session: a draft the framed site shows through its DesignToken (issue 19).
  typed.post('/api/operator/design/drafts', { preHandler: designer }, async (request, reply) => {
    noStore(reply);
    return ok(reply, { model: await design.openDraft(designerOf(request)) });
  });

  typed.put(
    '/api/operator/design/drafts/block',
    { preHandler: designer, schema: { body: draftBlockBody } },
    async (request, reply) => {
      await design.editDraftBlock(request.body);
      return ok(reply);
    },
  );

  typed.post(
    '/api/operator/design/drafts/publish',
    { preHandler: designer, schema: { body: draftTokenBody } },
    async (request, reply) =>
      ok(reply, {
        model: await design.publishDraft(request.body.designToken, request.body.note, designerOf(request)),
      }),
  );
}
