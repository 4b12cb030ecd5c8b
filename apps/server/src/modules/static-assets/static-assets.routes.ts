import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';

import { ApiError } from '../../platform/errors.ts';
import { answeredByEtag, cacheForever } from '../../platform/http-cache.ts';
import { renderArt } from '../games/index.ts';

const FILES_DIR = fileURLToPath(new URL('./files', import.meta.url));
const NAME = safeStringSchema.regex(/^[a-z0-9][a-z0-9_-]{0,63}(\.[a-z0-9]{2,5})?$/);
const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  png: 'image/png',
  webp: 'image/webp',
};

function notFound(): never {
  throw new ApiError('NOT_FOUND', { httpStatus: 404 });
}

function sendSvg(reply: FastifyReply, name: string) {
  const svg = renderArt(name.replace(/\.svg$/, ''));
  if (!svg) notFound();
  cacheForever(reply);
  return reply.type(MEDIA_TYPES.svg ?? 'image/svg+xml').send(svg);
}

/** A bundled media file from `files/<kind>/`; names are checked, so no path can leave the folder. */
async function sendFile(reply: FastifyReply, kind: 'audio' | 'video', name: string) {
  const extension = name.split('.').pop() ?? '';
  const type = MEDIA_TYPES[extension];
  if (!type) notFound();
  const body = await readFile(`${FILES_DIR}/${kind}/${name}`).catch(() => notFound());
  cacheForever(reply);
  return reply.type(type).send(body);
}

/**
 * Static media of spec §7: images (/static/cdnimg/{version}/{id}, default v2), audio, video and
 * resources by id. Every address names fixed content (versioned or content-named), so all of it is
 * cached for good, except the notice sound's fixed address. Images are the project's own SVG art; the
 * notice sound (files/audio/notice.mp3, a two-tone chime made with sox) is ours too.
 */
export function registerStaticAssetRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/static/cdnimg/:version/:id',
    { schema: { params: z.object({ version: safeStringSchema.regex(/^v\d{1,3}$/), id: NAME }) } },
    async (request, reply) => sendSvg(reply, request.params.id),
  );
  typed.get(
    '/api/static/resources/:file',
    { schema: { params: z.object({ file: NAME }) } },
    async (request, reply) => sendSvg(reply, request.params.file),
  );
  typed.get('/static/cdnaudio/:file', { schema: { params: z.object({ file: NAME }) } }, (request, reply) =>
    sendFile(reply, 'audio', request.params.file),
  );
  // The notice sound (spec §7) has a fixed address, so it revalidates by ETag instead of being pinned.
  typed.get('/assets/common/notice.mp3', async (request, reply) => {
    const body = await readFile(`${FILES_DIR}/audio/notice.mp3`);
    if (answeredByEtag(request, reply, body.toString('base64'))) return reply;
    return reply.type('audio/mpeg').send(body);
  });
  typed.get('/static/cdnvideo/:file', { schema: { params: z.object({ file: NAME }) } }, (request, reply) =>
    sendFile(reply, 'video', request.params.file),
  );
}
