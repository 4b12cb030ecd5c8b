import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { registerCompression } from './compression.ts';
import type { Config } from './config.ts';
import { rewriteEncryptedPath } from './encrypted-paths.ts';
import { registerErrorEnvelope } from './envelope.ts';
import { ipInRanges } from './ip-ranges.ts';
import { registerJsonParser } from './json-body.ts';
import { loggerOptions } from './log-redaction.ts';
import { registerRequestTimeCheck } from './request-time.ts';
import { registerSecurity } from './security.ts';
import { requestIds } from './tokens.ts';

/**
 * Fastify's `trustProxy`: X-Forwarded-For (-Proto, -Host) is believed from a peer only when its address is
 * on TRUSTED_PROXIES, walking back at most TRUST_PROXY_HOPS of them; the first address not on the list is
 * the client. Without the list nothing forwarded is believed: the socket's address is the client.
 */
export function proxyTrust(
  config: Pick<Config, 'TRUSTED_PROXIES' | 'TRUST_PROXY_HOPS'>,
): false | ((address: string, hop: number) => boolean) {
  const proxies = config.TRUSTED_PROXIES;
  if (proxies === undefined || config.TRUST_PROXY_HOPS === 0) return false;
  const maxHops = config.TRUST_PROXY_HOPS ?? Number.POSITIVE_INFINITY;
  return (address, hop) => hop < maxHops && ipInRanges(proxies, address);
}

/**
 * The HTTP server every module registers on: limits against slow and oversized clients, zod validation,
 * the response envelope and its error mapping, security headers, compression and the request-time check.
 */
export async function createHttpServer(config: Config): Promise<FastifyInstance> {
  const http = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    trustProxy: proxyTrust(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A client that trickles its headers or body, or idles on a kept-alive connection, is cut off.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // How often Node looks for connections past those limits (its default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, config.HTTP_HEADERS_TIMEOUT_MS),
    },
    // Log correlation only: a process-unique counter, not a secret (no random bytes per request).
    genReqId: requestIds(),
    // The encrypted game paths (/api/v2/…) route to their plain calls; see encrypted-paths.ts.
    rewriteUrl: (request) => rewriteEncryptedPath(request),
  });
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(http);
  registerJsonParser(http);
  await registerSecurity(http, config);
  await registerCompression(http);
  registerRequestTimeCheck(http);
  return http;
}
