import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { testConfig } from '../../src/platform/config.ts';
import { registerErrorEnvelope } from '../../src/platform/envelope.ts';
import { ApiError } from '../../src/platform/errors.ts';
import { registerSecurity } from '../../src/platform/security.ts';

/**
 * Issue 33 ("Also"): Strict-Transport-Security on an https site, with a configurable max-age, on every
 * answer (errors and unknown addresses too); never on a site served over plain http.
 */
let server: FastifyInstance | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serverWith(overrides: Parameters<typeof testConfig>[0]) {
  const http = Fastify();
  registerErrorEnvelope(http);
  await registerSecurity(http, testConfig(overrides));
  http.addHook('onRequest', async (request) => {
    if (request.url === '/refused') throw new ApiError('OPERATOR_IP_NOT_ALLOWED', { httpStatus: 403 });
  });
  http.get('/ok', async () => ({ status: 0 }));
  http.get('/refused', async () => ({ status: 0 }));
  server = http;
  return http;
}

const hstsOf = async (http: FastifyInstance, url: string) =>
  (await http.inject({ method: 'GET', url })).headers['strict-transport-security'];

describe('HSTS', () => {
  it('is sent by an https site on every answer, a year by default', async () => {
    const http = await serverWith({ PUBLIC_ORIGIN: 'https://play.example.com' });
    for (const url of ['/ok', '/refused', '/nothing/here'])
      expect(await hstsOf(http, url), url).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes its max-age from HSTS_MAX_AGE_SECONDS', async () => {
    const http = await serverWith({ PUBLIC_ORIGIN: 'https://play.example.com', HSTS_MAX_AGE_SECONDS: '600' });
    expect(await hstsOf(http, '/ok')).toBe('max-age=600; includeSubDomains');
  });

  it('is never sent by a site on plain http', async () => {
    const http = await serverWith({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(await hstsOf(http, '/ok')).toBeUndefined();
  });
});
