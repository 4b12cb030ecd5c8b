import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

import { HEADER } from '@casino/contracts';

import type { Config } from './config.ts';

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

const origins = (values: string[]) =>
  values.map(originOf).filter((value): value is string => value !== undefined);

/** Browser origins allowed to call the API and open sockets: the site's own and the configured ones. */
export function allowedOrigins(config: Config): ReadonlySet<string> {
  return new Set(origins([config.PUBLIC_ORIGIN, ...config.CORS_ORIGINS]));
}

/** The Content-Security-Policy of the site, built from configured origins only. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const cdn = origins([config.IMAGE_CDN_ROOT, config.API_CDN_ROOT, config.WSS_CDN_ROOT].filter(Boolean));
  const socketOrigins = cdn.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Inline style attributes are needed by server-driven design data; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...cdn],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'data:', 'blob:', ...cdn],
    connectSrc: ["'self'", ...cdn, ...socketOrigins],
    frameSrc: ["'self'", ...origins(config.GAME_FRAME_ORIGINS), ...origins(config.PAYMENT_FRAME_ORIGINS)],
    frameAncestors: ["'self'", ...origins(config.FRAME_ANCESTORS)],
    formAction: ["'self'", ...origins(config.PAYMENT_FRAME_ORIGINS)],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  };
}

/**
 * Security headers and CORS from the start: a CSP with `frame-ancestors` and the frame allowlists, and
 * CORS answering only origins on the allowlist (never reflecting whatever Origin a request claims).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // frame-ancestors in the CSP replaces X-Frame-Options, which cannot express an allowlist.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Only a site served over https may pin it; a site on http (development) must not lock browsers out.
    hsts: config.PUBLIC_ORIGIN.startsWith('https:')
      ? { maxAge: config.HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  });

  const allowed = allowedOrigins(config);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: Object.values(HEADER),
    maxAge: 600,
  });
}
