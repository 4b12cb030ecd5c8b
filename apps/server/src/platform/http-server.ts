import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { registerCompression } from './compression.ts';
import type { Config } from './config.ts';
import { rewriteEncryptedPath } from './encrypted-paths.ts';
import { registerErrorEnvelope } from './envelope.ts';
import { registerJsonParser } from './json-body.ts';
import { loggerOptions } from './log-redaction.ts';
import { registerRequestTimeCheck } from './request-time.ts';
import { registerSecurity } from './security.ts';
import { requestIds } from './tokens.ts';

/**
 * The HTTP server every module registers on: limits against slow and oversized clients, zod validation,
 * the response envelope and its error mapping, security headers, compression and the request-time check.
 */
export async function createHttpServer(config: Config): Promise<FastifyInstance> {
  const http = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    // Trust X-Forwarded-For only through the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
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
