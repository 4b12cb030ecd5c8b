import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { fileUploadQuerySchema, safeStringSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import { isImageType } from './file-types.ts';
import { tooLarge, type FileService } from './files.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/**
 * The one file part of a multipart upload, read whole (the size limit stops it early). For any route in a
 * scope that registered @fastify/multipart (KYC documents use it too).
 */
export async function fileOf(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidInput('file', 'FILE_REQUIRED');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } });
    if (!part) throw invalidInput('file', 'FILE_REQUIRED');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    // Anything else that fails while reading the body is the body's fault: fastify's FST_ codes, and the
    // parser's plain errors ("Unexpected end of multipart data" when the boundary does not match its header).
    throw invalidInput('file', 'FILE_REQUIRED');
  }
}

/**
 * `POST /api/file/upload?image=false` for players (spec §7) and `POST /api/operator/file/upload` for
 * support, and the stored files under `/static/upload/<id>`: sent with the type their content proved,
 * `nosniff`, and a sandboxing CSP, so an upload can never run as a page of the site.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; operators: OperatorService; files: FileService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.files.maxBytes, files: 1 } });
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.post(
      '/api/file/upload',
      { preHandler: playerGuard(deps.sessions), schema: { querystring: fileUploadQuerySchema } },
      async (request, reply) => {
        const content = await fileOf(request, deps.files.maxBytes);
        const owner = { userId: playerOf(request).user.id };
        return ok(reply, { model: await deps.files.store(owner, content, request.query.image) });
      },
    );

    typed.post(
      '/api/operator/file/upload',
      { schema: { querystring: fileUploadQuerySchema } },
      async (request, reply) => {
        const { operator } = await deps.operators.authenticate(tokenOf(request), ['support']);
        const content = await fileOf(request, deps.files.maxBytes);
        return ok(reply, {
          model: await deps.files.store({ operatorId: operator.id }, content, request.query.image),
        });
      },
    );
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/static/upload/:id',
      { schema: { params: z.object({ id: safeStringSchema.max(64) }) } },
      async (request, reply) => {
        const file = await deps.files.read(request.params.id);
        if (!file) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
        return reply
          .header('Content-Type', file.contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', isImageType(file.contentType) ? 'inline' : 'attachment')
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .send(file.content);
      },
    );
}
