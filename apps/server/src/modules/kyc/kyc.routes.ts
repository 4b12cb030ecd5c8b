import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  kycDocumentIdSchema,
  kycQueueQuerySchema,
  kycReviewRequestSchema,
  kycUploadQuerySchema,
  BACKOFFICE_AREAS,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import { fileOf } from '../files/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { KycReview } from './kyc-review.ts';
import type { KycService } from './kyc.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/**
 * Identity verification. Players: `GET /api/kyc/status`, `POST /api/kyc/documents?kind=` (multipart, one
 * file), `POST /api/kyc/submit`. Operators (finance, as for the other withdrawal-standing calls):
 * `GET /api/operator/kyc/queue`, `GET /api/operator/kyc/documents/:id`, `POST /api/operator/kyc/review`.
 */
export async function registerKycRoutes(
  app: FastifyInstance,
  deps: {
    sessions: PlayerSessions;
    operators: OperatorService;
    kyc: KycService;
    review: KycReview;
    maxBytes: number;
  },
): Promise<void> {
  const requirePlayer = playerGuard(deps.sessions);
  const finance = (request: FastifyRequest) =>
    deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.kyc);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/kyc/documents',
        { preHandler: requirePlayer, schema: { querystring: kycUploadQuerySchema } },
        async (request, reply) => {
          const content = await fileOf(request, deps.maxBytes);
          return ok(reply, {
            model: await deps.kyc.upload(playerOf(request).user, request.query.kind, content),
          });
        },
      );
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/kyc/status', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: await deps.kyc.status(playerOf(request).user) }),
  );
  typed.post('/api/kyc/submit', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: await deps.kyc.submit(playerOf(request).user) }),
  );

  typed.get(
    '/api/operator/kyc/queue',
    { schema: { querystring: kycQueueQuerySchema } },
    async (request, reply) => {
      await finance(request);
      const { pageNo, pageSize } = request.query;
      const { list, total } = await deps.review.queue(pageNo, pageSize);
      return ok(reply, { list, page: { content: list, pageNo, pageSize, total } });
    },
  );
  typed.get(
    '/api/operator/kyc/documents/:id',
    { schema: { params: z.object({ id: kycDocumentIdSchema }) } },
    async (request, reply) => {
      const { operator } = await finance(request);
      const document = await deps.review.document(operator.id, request.params.id);
      if (!document) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
      // Identity papers: never cached, never sniffed into a page, a PDF downloaded rather than shown.
      return reply
        .header('Content-Type', document.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', document.contentType.startsWith('image/') ? 'inline' : 'attachment')
        .header('Cache-Control', 'no-store')
        .send(document.content);
    },
  );
  typed.post(
    '/api/operator/kyc/review',
    { schema: { body: kycReviewRequestSchema } },
    async (request, reply) => {
      const { operator } = await finance(request);
      return ok(reply, { model: await deps.review.review(operator.id, request.body) });
    },
  );
}
