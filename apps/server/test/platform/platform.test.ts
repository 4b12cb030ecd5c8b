import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS, timeChecksum } from '@casino/contracts';

import { users } from '../../src/modules/user/index.ts';
import { createTestApp, testIdentity, uniqueName, type TestApp } from '../harness.ts';
import { serverTimeChecksum } from '../../src/platform/request-time.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    PUBLIC_ORIGIN: 'https://play.example.com',
    CORS_ORIGINS: 'https://partner.example.com',
    FRAME_ANCESTORS: 'https://editor.example.com',
    GAME_FRAME_ORIGINS: 'https://games.example.net',
    PAYMENT_FRAME_ORIGINS: 'https://pay.example.org',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
  });
});
afterAll(() => app.close());

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('request time checksum', () => {
  it('is the contracts checksum, computed with node:crypto on the server', () => {
    for (const [path, st] of [
      ['/api/game/bet', '1795483557122'],
      ['/api/v2/game/mines/play', '1'],
      ['/api/auth/user_info', String(Date.now())],
    ] as const) {
      expect(serverTimeChecksum(path, st)).toBe(timeChecksum(path, st));
    }
  });
});

describe('request time check (ST/STT)', () => {
  it('refuses a player call without the headers or with a forged checksum', async () => {
    const missing = await app.call({ url: '/api/auth/check', unsigned: true });
    expect(missing.body.status).toBe(STATUS.REQUEST_SIGNATURE_INVALID);
    const st = String(Date.now());
    const forged = await app.call({
      url: '/api/auth/check',
      unsigned: true,
      headers: { [HEADER.serverTime]: st, [HEADER.timeChecksum]: timeChecksum('/api/auth/login', st) },
    });
    expect(forged.body.status).toBe(STATUS.REQUEST_SIGNATURE_INVALID);
  });

  it('refuses a stale time with REQUEST_EXPIRED and the server time to resync from', async () => {
    const st = String(Date.now() - 10 * 60_000);
    const stale = await app.call({
      url: '/api/auth/check',
      unsigned: true,
      headers: { [HEADER.serverTime]: st, [HEADER.timeChecksum]: timeChecksum('/api/auth/check', st) },
    });
    expect(stale.body.status).toBe(STATUS.REQUEST_EXPIRED);
    expect(Math.abs(stale.body.time - Date.now())).toBeLessThan(5_000);
  });

  it('does not apply to operator calls or pages', async () => {
    const operator = await app.call({ method: 'GET', url: '/api/operator/auth/me', unsigned: true });
    expect(operator.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
  });
});

describe('bad input', () => {
  const bodies: [string, unknown][] = [
    ['no body', undefined],
    ['an empty object', {}],
    ['a missing password', { username: 'someone_ok' }],
    ['a number as username', { username: 12345, password: 'correct-horse-1' }],
    ['an array as password', { username: 'someone_ok', password: ['a'] }],
    ['a null password', { username: 'someone_ok', password: null }],
    ['a 10 000-char username', { username: 'a'.repeat(10_000), password: 'correct-horse-1' }],
    ['a 10 000-char password', { username: 'someone_ok', password: 'p'.repeat(10_000) }],
    ['unicode in the username', { username: 'jogadór_ção', password: 'correct-horse-1' }],
    ['emoji in the username', { username: 'player😀', password: 'correct-horse-1' }],
    ['SQL in the username', { username: "x'; DROP TABLE users; --", password: 'correct-horse-1' }],
    ['HTML in the username', { username: '<script>alert(1)</script>', password: 'correct-horse-1' }],
    ['an object as phone', { phone: { $gt: '' }, password: 'correct-horse-1' }],
    ['a bad country', { username: 'someone_ok', password: 'correct-horse-1', countryId: 'brazil' }],
    ['HTML in the invite code', { username: 'someone_ok', password: 'correct-horse-1', p: '<b>x</b>' }],
    [
      'a CPF that fails its check',
      { ...testIdentity(), username: 'someone_ok', password: 'correct-horse-1', cpf: '123.456.789-00' },
    ],
    [
      'a day that does not exist',
      { ...testIdentity(), username: 'someone_ok', password: 'correct-horse-1', birthDate: '2001-02-30' },
    ],
    [
      'HTML as the full name',
      {
        ...testIdentity(),
        username: 'someone_ok',
        password: 'correct-horse-1',
        fullName: '<b>Ana</b> Souza',
      },
    ],
  ];

  it.each(bodies)('register with %s answers INVALID_INPUT and writes nothing', async (_label, body) => {
    const before = await userCount();
    const result = await app.call({ url: '/api/auth/register', body });
    expect(result.http).toBe(200);
    expect(result.body.status).toBe(STATUS.INVALID_INPUT);
    expect(result.body.message).toMatch(/^[A-Z_]+$/);
    expect(result.body.extra).toHaveProperty('field');
    expect(await userCount()).toBe(before);
  });

  // Registration takes a username and a phone together (SMS registration sends both); a login takes one.
  const loginBodies: [string, unknown][] = [
    ...bodies,
    [
      'both username and phone',
      { username: 'someone_ok', phone: '11987654321', password: 'correct-horse-1' },
    ],
  ];

  it.each(loginBodies)('login with %s never answers 500', async (_label, body) => {
    const result = await app.call({ url: '/api/auth/login', body });
    expect(result.http).toBeLessThan(500);
    expect(result.body.status).not.toBe(STATUS.SUCCESS);
  });

  it('answers malformed JSON and a wrong content type without a 500', async () => {
    const malformed = await app.call({ url: '/api/auth/login', body: '{"username": ' });
    expect(malformed.http).toBe(400);
    expect(malformed.body.status).toBe(STATUS.INVALID_INPUT);
    const wrongType = await app.call({
      url: '/api/auth/login',
      body: 'username=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.http).toBe(415);
    expect(wrongType.body.status).toBe(STATUS.INVALID_INPUT);
  });

  it('answers an oversized body with REQUEST_TOO_LARGE', async () => {
    const result = await app.call({
      url: '/api/auth/login',
      body: { username: 'x', password: 'y'.repeat(70_000) },
    });
    expect(result.http).toBe(413);
    expect(result.body.status).toBe(STATUS.REQUEST_TOO_LARGE);
  });

  it('answers bad query values with INVALID_INPUT', async () => {
    for (const query of ['startTime=abc', 'startTime=-5', 'lazy=maybe', `p=${'x'.repeat(500)}`]) {
      const result = await app.call({ method: 'GET', url: `/api/home/startup?${query}` });
      expect(result.body.status, query).toBe(STATUS.INVALID_INPUT);
    }
  });

  it('stores unicode, SQL and HTML safely where a field allows free text', async () => {
    const username = uniqueName();
    const result = await app.call({
      url: '/api/auth/register',
      body: { username, password: "pässwörd'; DROP TABLE users;--<b>", ...testIdentity() },
    });
    expect(result.body.status).toBe(0);
    const login = await app.call({
      url: '/api/auth/login',
      body: { username, password: "pässwörd'; DROP TABLE users;--<b>" },
    });
    expect(login.body.status).toBe(0);
  });

  it('answers unknown API paths with NOT_FOUND', async () => {
    const result = await app.call({ url: '/api/nothing/here' });
    expect(result.http).toBe(404);
    expect(result.body.status).toBe(STATUS.NOT_FOUND);
  });
});

describe('security headers', () => {
  it('sends a CSP with frame-ancestors and the frame allowlists', async () => {
    const { raw } = await app.call({ method: 'GET', url: '/api/home/startup' });
    const csp = String(raw.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://editor.example.com");
    expect(csp).toContain("frame-src 'self' https://games.example.net https://pay.example.org");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers CORS only for allowlisted origins and never reflects another', async () => {
    const preflight = (origin: string) =>
      app.http.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'auth,st,stt',
        },
      });
    const allowed = await preflight('https://partner.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    const publicOrigin = await preflight('https://play.example.com');
    expect(publicOrigin.headers['access-control-allow-origin']).toBe('https://play.example.com');
    const evil = await preflight('https://evil.example.com');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
