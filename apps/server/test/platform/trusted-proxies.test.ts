import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { loadConfig, testConfig } from '../../src/platform/config.ts';
import { proxyTrust } from '../../src/platform/http-server.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/**
 * Issue 33, finding 11: with TRUST_PROXY_HOPS ≥ 1 any peer's X-Forwarded-For was believed, so a client that
 * reached the Node port directly named its own address: past the staff allowlist, and a fresh IP for every
 * login guess. A forwarded address is now believed only from a proxy listed in TRUSTED_PROXIES.
 */
const PROXY = '10.0.0.5';
const STRANGER = '198.51.100.4';
const OFFICE = '203.0.113.7';
const ADMIN_PASSWORD = 'proxy-admin-password-1';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD,
    OPERATOR_IP_ALLOWLIST: '203.0.113.0/24',
    TRUSTED_PROXIES: `${PROXY},fd00::/8`,
    TRUST_PROXY_HOPS: '1',
    LOGIN_MAX_FAILURES_PER_IP: '3',
  });
  await app.services.operators.ensureFirstAdmin();
}, 180_000);
afterAll(() => app.close());

const staffLogin = (peer: string, forwardedFor?: string) =>
  app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: ADMIN_PASSWORD },
    ip: peer,
    ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
  });

describe('forwarded addresses', () => {
  it('are not believed from a client that reaches the port directly', async () => {
    const spoofed = await staffLogin(STRANGER, OFFICE);
    expect(spoofed.http).toBe(403);
    expect(spoofed.body.status).toBe(STATUS.OPERATOR_IP_NOT_ALLOWED);
  });

  it('are believed from a listed proxy, v4 or v6, as the address it appended', async () => {
    expect((await staffLogin(PROXY, OFFICE)).body.status).toBe(0);
    expect((await staffLogin('fd00::1', OFFICE)).body.status).toBe(0);
    expect((await staffLogin(`::ffff:${PROXY}`, OFFICE)).body.status).toBe(0);
    // The client wrote the office's address in front; the proxy appended the one it saw.
    const forgedFirst = await staffLogin(PROXY, `${OFFICE}, ${STRANGER}`);
    expect(forgedFirst.body.status).toBe(STATUS.OPERATOR_IP_NOT_ALLOWED);
  });

  it('do not hand a direct client a fresh IP for every login guess', async () => {
    const guess = (n: number) =>
      app.call({
        url: '/api/auth/login',
        body: { username: `nobody_${n}`, password: 'wrong-password-1' },
        ip: '192.0.2.44',
        headers: { 'x-forwarded-for': `192.0.2.${100 + n}` },
      });
    for (const n of [1, 2, 3]) expect((await guess(n)).body.status).not.toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
    expect((await guess(4)).body.status).toBe(STATUS.TOO_MANY_LOGIN_ATTEMPTS);
  });
});

describe('the proxy settings', () => {
  it('refuse hops trusted without the proxies named, and a malformed proxy entry', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ NODE_ENV: 'test', GEO_COUNTRY_HEADER: 'cf-ipcountry' })).toThrow(
      /TRUSTED_PROXIES/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(
      /TRUSTED_PROXIES: "10.0.0.0\/40"/,
    );
    expect(testConfig({ TRUSTED_PROXIES: '10.0.0.0/8' }).TRUST_PROXY_HOPS).toBeUndefined();
  });

  it('walk back listed proxies only, at most TRUST_PROXY_HOPS of them', () => {
    const every = proxyTrust(testConfig({ TRUSTED_PROXIES: '10.0.0.0/8' }));
    const one = proxyTrust(testConfig({ TRUSTED_PROXIES: '10.0.0.0/8', TRUST_PROXY_HOPS: '1' }));
    if (!every || !one) throw new Error('expected a trust function');
    expect([every('10.1.2.3', 0), every('10.1.2.4', 1), every(STRANGER, 0), every('garbage', 0)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([one('10.1.2.3', 0), one('10.1.2.4', 1)]).toEqual([true, false]);
    expect(proxyTrust(testConfig())).toBe(false);
    expect(proxyTrust(testConfig({ TRUSTED_PROXIES: '10.0.0.0/8', TRUST_PROXY_HOPS: '0' }))).toBe(false);
  });
});
