import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENCRYPTED_CALLS, encryptedPathOf, HEADER, STATUS, timeChecksum } from '@casino/contracts';

import { siteSettings } from '../src/modules/site/index.ts';
import { encodedTwins, registeredRoutes, type Route } from './fuzz-requests.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { aesKeyOf, encryptText } from '../src/platform/encrypted-paths.ts';

/**
 * Issue 33, findings 4 and 5: the router decodes a percent-encoded path (`/api/%6Fperator/…`, `/%61pi/…`) to
 * the same route as the plain one, so every guard must answer it as it answers the plain path: the staff IP
 * allowlist, the ST/STT check and the maintenance gate. Every route the app registered is sent through its
 * encoded twins (read from the app itself, so a new route is covered without touching this file).
 */
const ALLOWLISTED_IP = '203.0.113.9';
const OUTSIDE_IP = '198.51.100.9';

let app: TestApp;
let routes: Route[];
beforeAll(async () => {
  app = await createTestApp({ OPERATOR_IP_ALLOWLIST: '203.0.113.0/24' });
  routes = registeredRoutes(app.http.printRoutes({ commonPrefix: false }));
}, 180_000);
afterAll(() => app.close());

interface Situation {
  ip: string;
  signed: boolean;
  /** Send the body sealed for an encrypted path (header `SE`). */
  sealed?: boolean;
}

const SITE_KEY = 'k3y-of-the-site-0123456789abcdef';

/** A route's path with a plausible value in each parameter and wildcard. */
const concrete = (path: string) => path.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');

/** What the guards answered: the HTTP status and the envelope's status (none for a page or a file). */
async function answer(route: Route, pathname: string, situation: Situation): Promise<string> {
  const st = String(Date.now());
  const response = await app.http.inject({
    method: route.method,
    url: pathname,
    remoteAddress: situation.ip,
    headers: {
      ...(situation.signed
        ? { [HEADER.serverTime]: st, [HEADER.timeChecksum]: timeChecksum(pathname, st) }
        : {}),
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(situation.sealed ? { [HEADER.encrypted]: '1' } : {}),
    },
    ...(route.method === 'GET'
      ? {}
      : {
          payload: situation.sealed ? JSON.stringify({ data: encryptText(aesKeyOf(SITE_KEY), '{}') }) : '{}',
        }),
  });
  let status: unknown;
  try {
    status = (response.json() as { status?: unknown }).status;
  } catch {
    status = undefined;
  }
  return `${response.statusCode} ${String(status)}`;
}

/** Every route whose encoded twins are answered otherwise than its plain path, with both answers. */
async function differences(situation: Situation, only: (route: Route) => boolean = () => true) {
  const found: string[] = [];
  for (const route of routes.filter(only)) {
    const plain = await answer(route, concrete(route.path), situation);
    for (const twin of encodedTwins(route.path)) {
      const encoded = await answer(route, concrete(twin), situation);
      if (encoded !== plain) found.push(`${route.method} ${twin}: ${encoded}, plain ${plain}`);
    }
  }
  return found;
}

const isOperatorRoute = (route: Route) => route.path.startsWith('/api/operator/');
const isPlayerRoute = (route: Route) =>
  route.path.startsWith('/api/') && !/^\/api\/(operator|webhooks|static)\//.test(route.path);

describe('a percent-encoded path meets the guards of the route it reaches', () => {
  it('covers the operator and player routes, each with its encoded twins', () => {
    expect(routes.filter(isOperatorRoute).length).toBeGreaterThan(30);
    expect(routes.filter(isPlayerRoute).length).toBeGreaterThan(60);
    expect(encodedTwins('/api/operator/players/:id')).toEqual([
      '/%61pi/operator/players/:id',
      '/api/%6Fperator/players/:id',
      '/api/%6fperator/players/:id',
      '/api/operator/%70layers/:id',
    ]);
  });

  it('answers an unauthenticated call as on the plain path', async () => {
    expect(await differences({ ip: ALLOWLISTED_IP, signed: true })).toEqual([]);
  });

  it('refuses staff calls from outside the allowlist on every spelling', async () => {
    expect(await differences({ ip: OUTSIDE_IP, signed: true })).toEqual([]);
    for (const route of routes.filter(isOperatorRoute))
      for (const twin of encodedTwins(route.path))
        expect(await answer(route, concrete(twin), { ip: OUTSIDE_IP, signed: true }), twin).toBe(
          `403 ${STATUS.OPERATOR_IP_NOT_ALLOWED}`,
        );
  });

  it('refuses player calls without ST/STT on every spelling', async () => {
    expect(await differences({ ip: ALLOWLISTED_IP, signed: false })).toEqual([]);
    for (const route of routes.filter(isPlayerRoute))
      for (const twin of encodedTwins(route.path))
        expect(await answer(route, concrete(twin), { ip: ALLOWLISTED_IP, signed: false }), twin).toBe(
          `200 ${STATUS.REQUEST_SIGNATURE_INVALID}`,
        );
  });

  it('closes player calls during maintenance on every spelling', async () => {
    await app.write((tx) =>
      tx.update(siteSettings).set({ maintenance: true }).where(eq(siteSettings.id, 'main')),
    );
    try {
      expect(await differences({ ip: ALLOWLISTED_IP, signed: true })).toEqual([]);
      for (const route of routes.filter(isPlayerRoute))
        for (const twin of encodedTwins(route.path))
          expect(await answer(route, concrete(twin), { ip: ALLOWLISTED_IP, signed: true }), twin).toBe(
            `200 ${STATUS.MAINTENANCE}`,
          );
    } finally {
      await app.write((tx) =>
        tx.update(siteSettings).set({ maintenance: false }).where(eq(siteSettings.id, 'main')),
      );
    }
  });
});

describe('a percent-encoded encrypted path', () => {
  const versioned: Route[] = [...ENCRYPTED_CALLS].map((call) => ({
    method: 'POST',
    path: encryptedPathOf(call) ?? '',
  }));

  it('is served as the encrypted call it spells, its ST/STT over the path as sent', async () => {
    await app.write((tx) =>
      tx
        .update(siteSettings)
        .set({ settings: sql`${siteSettings.settings} || ${JSON.stringify({ sk: SITE_KEY })}::jsonb` })
        .where(eq(siteSettings.id, 'main')),
    );
    const found: string[] = [];
    for (const route of versioned) {
      for (const situation of [
        { ip: ALLOWLISTED_IP, signed: false },
        { ip: ALLOWLISTED_IP, signed: true },
        { ip: ALLOWLISTED_IP, signed: true, sealed: true },
      ]) {
        const plain = await answer(route, route.path, situation);
        for (const twin of encodedTwins(route.path)) {
          const encoded = await answer(route, twin, situation);
          if (encoded !== plain)
            found.push(`${twin} ${JSON.stringify(situation)}: ${encoded}, plain ${plain}`);
        }
      }
    }
    expect(found).toEqual([]);
    // Sealed and anonymous: the player guard's answer, sealed on the way out.
    const finish: Route = { method: 'POST', path: '/api/v2/game/finish_all_my_hold' };
    const sealed = { ip: ALLOWLISTED_IP, signed: true, sealed: true };
    expect(await answer(finish, '/%61pi/v2/game/finish_%61ll_my_hold', sealed)).toBe(
      `200 ${STATUS.LOGIN_REQUIRED}`,
    );
  });
});

describe('an absolute-form request target', () => {
  /** Sends `target` as it is on the request line (`POST http://host/api/… HTTP/1.1`) over a real socket. */
  async function sendRaw(target: string, headers: Record<string, string> = {}) {
    const address = app.http.server.address() as AddressInfo;
    return new Promise<{ http: number; status: unknown }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: target,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (incoming) => {
          let text = '';
          incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          incoming.on('end', () =>
            resolve({
              http: incoming.statusCode ?? 0,
              status: (JSON.parse(text) as { status: unknown }).status,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end('{}');
    });
  }

  it('meets the guards of the route the router takes it to', async () => {
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    // The socket's address (127.0.0.1) is outside the staff allowlist.
    expect(await sendRaw('http://play.example.com/api/operator/auth/login')).toEqual({
      http: 403,
      status: STATUS.OPERATOR_IP_NOT_ALLOWED,
    });
    expect(await sendRaw('http://play.example.com/api/auth/check')).toEqual({
      http: 200,
      status: STATUS.REQUEST_SIGNATURE_INVALID,
    });
  });
});
