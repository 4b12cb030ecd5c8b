import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { OFFLINE_VERIFIER_FILE, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@casino/contracts';

import { deviceOfUserAgent, type FirstPaint, type PaintedPage, scriptSafeJson } from './first-paint.ts';
import { linkedStylesheets, PageStyles } from './page-styles.ts';

const BRAND_PLACEHOLDER = '<!--boot-brand-->';
const PLACEHOLDER = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">null</script>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The loading cover's logo (globalConfig.loadingIcon) or, without one, the site's name. */
export function bootBrandHtml(config: SiteConfig): string {
  const name = escapeHtml(config.siteName);
  const logo = config.globalConfig.loadingIcon;
  return logo
    ? `<img id="boot-brand" class="boot-logo" src="${escapeHtml(logo)}" alt="${name}">`
    : `<div id="boot-brand" class="boot-brand">${name}</div>`;
}

const varyOn = (current: unknown, field: string): string => {
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  return fields.some((name) => name.toLowerCase() === field.toLowerCase())
    ? fields.join(', ')
    : [...fields, field].join(', ');
};

type PageEncoding = 'br' | 'gzip';

/** The client's preferred encoding among brotli and gzip, from its Accept-Encoding header (q-values honoured). */
export function preferredEncoding(header: string | string[] | undefined): PageEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return negotiate<PageEncoding>(value, ['br', 'gzip']) ?? undefined;
}

/**
 * Pages compressed once per distinct content: a page changes only when the site configuration or its first
 * paint does, so the encodings of the last few pages (one per path and device) are kept and reused.
 */
class EncodedPages {
  private readonly pages = new Map<string, Map<PageEncoding, Buffer>>();

  encoded(html: string, encoding: PageEncoding): Buffer {
    let encodings = this.pages.get(html);
    if (!encodings) {
      if (this.pages.size >= 16) this.pages.clear();
      encodings = new Map();
      this.pages.set(html, encodings);
    }
    let bytes = encodings.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(html, BROTLI_FAST) : gzipSync(html);
      encodings.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The element the app renders into, with the loading cover it holds until then (one line of index.html). */
const ROOT_ELEMENT = /<div id="root">.*<\/div>/;

const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

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
  firstPaint?: FirstPaint,
): Promise<WebApp | undefined> {
  const indexFile = join(distDir, 'index.html');
  if (distDir === '' || !existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  if (!indexHtml.includes(PLACEHOLDER))
    throw new Error(`${indexFile} lacks the site-config placeholder ${PLACEHOLDER}`);
  if (!ROOT_ELEMENT.test(indexHtml)) throw new Error(`${indexFile} lacks its root element on one line`);

  // The same URL answers brotli, gzip or plain bytes: caches must key on what the client accepts.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/'))
      reply.header('Vary', varyOn(reply.getHeader('Vary'), 'Accept-Encoding'));
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset; a client that accepts one gets it as it is.
    preCompressed: true,
    allowedPath: (pathname) => pathname !== '/index.html',
    // Only the hashed files under /assets/ are cached forever. Everything else is revalidated on each use:
    // above all the service worker (sw.js), whose byte change is how a new version reaches players, and the
    // web manifest (served as application/manifest+json by its .webmanifest extension).
    setHeaders: (response, path) => {
      const immutable = path.includes('/assets/');
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The offline verifier is a file to keep and open from disk (its inline script is not the site's:
      // the site's CSP would refuse it), never a page of the site.
      if (path.endsWith(`/${OFFLINE_VERIFIER_FILE}`)) {
        response.setHeader('Content-Disposition', `attachment; filename="${OFFLINE_VERIFIER_FILE}"`);
      }
    },
  });

  const pages = new EncodedPages();
  const styles = firstPaint && new PageStyles(distDir, linkedStylesheets(indexHtml));
  const stylesOf = new WeakMap<PaintedPage, string>();
  const paintedStyles = (painted: PaintedPage) => {
    let links = stylesOf.get(painted);
    if (links === undefined) {
      links = styles?.linksFor(painted.markup) ?? '';
      stylesOf.set(painted, links);
    }
    return links;
  };
  return {
    async servePage(request, reply) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/static/') &&
        !/\.[a-z0-9]{1,8}$/i.test(pathname);
      if (!wantsPage) return false;
      const config = await siteConfig();
      const device = deviceOfUserAgent(
        request.headers['user-agent'],
        request.headers['sec-ch-ua-mobile'] as string | undefined,
      );
      const search = request.url.slice(pathname.length).replace(/^\?$/, '');
      const painted = await firstPaint?.page(pathname, search, device, config);
      const configScript = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
      const html = painted
        ? indexHtml
            .replace(PLACEHOLDER, () => configScript)
            // The painted page's own stylesheets after the site's (as its script would add them), before it shows.
            .replace('</head>', () => `${paintedStyles(painted)}</head>`)
            // The data after the markup: the markup paints while the data arrives.
            .replace(ROOT_ELEMENT, () => `<div id="root">${painted.markup}</div>${painted.stateScript}`)
        : indexHtml
            .replace(PLACEHOLDER, () => configScript)
            .replace(BRAND_PLACEHOLDER, () => bootBrandHtml(config));
      // A page comes from the not-found handler, which route-level compression does not reach.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      void reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .header('Vary', firstPaint ? 'Accept-Encoding, User-Agent, Sec-CH-UA-Mobile' : 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding === undefined) await reply.send(html);
      else await reply.header('Content-Encoding', encoding).send(pages.encoded(html, encoding));
      return true;
    },
  };
}
