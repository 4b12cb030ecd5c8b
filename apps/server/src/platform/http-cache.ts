import type { FastifyReply } from 'fastify';

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
