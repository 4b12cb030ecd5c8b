import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@casino/contracts';

const PLACEHOLDER = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">null</script>`;

/** JSON that is safe inside a <script> element: no `<` can close it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface WebApp {
  /** Answers a page request with index.html and the site configuration injected; false when not a page. */
  servePage(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/**
 * Serves the built web app from `distDir`: hashed assets cached forever, every other GET that wants a
 * page gets index.html with the site configuration injected (so the first paint needs no extra call).
 * Returns undefined when there is no build, as in API tests.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  siteConfig: () => Promise<SiteConfig>,
): Promise<WebApp | undefined> {
  const indexFile = join(distDir, 'index.html');
  if (distDir === '' || !existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  if (!indexHtml.includes(PLACEHOLDER))
    throw new Error(`${indexFile} lacks the site-config placeholder ${PLACEHOLDER}`);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (response, path) => {
      const immutable = path.includes('/assets/');
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return {
    async servePage(request, reply) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/static/') &&
        !/\.[a-z0-9]{1,8}$/i.test(pathname);
      if (!wantsPage) return false;
      const html = indexHtml.replace(
        PLACEHOLDER,
        `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(await siteConfig())}</script>`,
      );
      await reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      return true;
    },
  };
}
