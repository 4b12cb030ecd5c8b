import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** For content-addressed answers: the key changes whenever the content does. */
export function cacheForever(reply: FastifyReply): void {
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

/** For answers that may change under the same address: always ask, rely on ETags. */
export function revalidate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-cache');
}

/** For answers that belong to one viewer (a designer's draft): never stored by a browser or a CDN. */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

/**
 * For answers that may change under the same address: `no-cache` plus an ETag over the content (not
 * over the envelope's `time`, which changes every call). Returns true when the client's copy is current
 * and a 304 was sent.
 */
export function answeredByEtag(request: FastifyRequest, reply: FastifyReply, content: unknown): boolean {
  const etag = `"${createHash('sha1').update(JSON.stringify(content)).digest('base64url').slice(0, 22)}"`;
  revalidate(reply);
  reply.header('ETag', etag);
  const seen = request.headers['if-none-match'];
  if (seen && seen.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    void reply.code(304).send();
    return true;
  }
  return false;
}
