import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { revalidate } from '../../platform/http-cache.ts';

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
