import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const ADMIN_PREFIX = '/admin';

/** The back office is never framed by anyone (the design editor frames the site, not the other way). */
const noFraming = (reply: FastifyReply) => {
  const policy = reply.getHeader('Content-Security-Policy');
  if (typeof policy === 'string')
    reply.header('Content-Security-Policy', policy.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'"));
};

/**
 * Serves the built back office (apps/admin) under /admin: its hashed assets cached forever, and its page
 * for /admin and every client route below it (the app routes itself), never cached and never framed.
 * Does nothing when there is no build (API tests, an API-only process).
 */
export async function registerAdminApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (distDir === '' || !existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${ADMIN_PREFIX}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    cacheControl: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (response, path) => {
      const immutable = path.includes('/assets/');
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const page = async (_request: unknown, reply: FastifyReply) => {
    noFraming(reply);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
  app.get(ADMIN_PREFIX, page);
  // Client routes only: a path with an extension is a missing file, answered 404 like any other.
  app.get(`${ADMIN_PREFIX}/*`, async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.callNotFound();
    }
    return page(request, reply);
  });
  return true;
}
