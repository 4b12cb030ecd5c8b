import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';

const RANDOM = 'f3b1c9e0a7d24e6b8c5f1a0d9e7b3c2a';

describe('configuration', () => {
  it('serves the built web app and back office from beside the server, wherever its module sits', () => {
    const config = loadConfig({});
    const apps = fileURLToPath(new URL('../../../', import.meta.url));
    expect(config.WEB_DIST_DIR).toBe(join(apps, 'web', 'dist'));
    expect(config.ADMIN_DIST_DIR).toBe(join(apps, 'admin', 'dist'));
  });

  it('refuses to start in production with the shipped realtime secret, saying which and why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'false' })).toThrow(
      /Refusing to start in production:\n.*REALTIME_SECRET is the shipped default/,
    );
  });

  it('refuses the sandbox providers in production while they sign with the shipped secret', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM, SANDBOX_PROVIDERS: 'true' }),
    ).toThrow(/SANDBOX_PROVIDERS is on with the shipped SANDBOX_PAYMENT_SECRET/);
  });

  it('starts in production with its own secrets, the sandbox off unless asked for', () => {
    const config = loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM, BEACON: 'DRAND' });
    expect(config.SANDBOX_PROVIDERS).toBe(false);
    const withSandbox = loadConfig({
      NODE_ENV: 'production',
      REALTIME_SECRET: RANDOM,
      BEACON: 'DRAND',
      SANDBOX_PROVIDERS: 'true',
      SANDBOX_PAYMENT_SECRET: `${RANDOM}-sandbox`,
    });
    expect(withSandbox.SANDBOX_PROVIDERS).toBe(true);
  });

  it('seeds the demo by default outside production only (start refuses it there on a real-money market)', () => {
    expect(loadConfig({}).DEMO_SEED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM, BEACON: 'DRAND' }).DEMO_SEED).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM, BEACON: 'DRAND', DEMO_SEED: 'true' })
        .DEMO_SEED,
    ).toBe(true);
  });

  it('runs the sandbox providers on a demo site in development only, unless told otherwise', () => {
    expect(loadConfig({}).SANDBOX_PROVIDERS).toBe(true);
    expect(loadConfig({ DEMO_SEED: 'false' }).SANDBOX_PROVIDERS).toBe(false);
    expect(loadConfig({ SANDBOX_PROVIDERS: 'false' }).SANDBOX_PROVIDERS).toBe(false);
    expect(loadConfig({ DEMO_SEED: 'false', SANDBOX_PROVIDERS: '1' }).SANDBOX_PROVIDERS).toBe(true);
  });

  it('runs the SANDBOX beacon outside production; production must name its beacon (issue 34)', () => {
    expect(loadConfig({}).BEACON).toBe('SANDBOX');
    expect(loadConfig({}).BEACON_SANDBOX_PAUSED).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM })).toThrow(
      /Refusing to start in production:\n.*BEACON is not set/,
    );
    const drand = loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM, BEACON: 'DRAND' });
    expect(drand.DRAND_CHAIN_HASH).toBe('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
    expect(drand.DRAND_URLS[0]).toBe('https://api.drand.sh');
    const sandbox = loadConfig({ NODE_ENV: 'production', REALTIME_SECRET: RANDOM, BEACON: 'SANDBOX' });
    expect(sandbox.BEACON).toBe('SANDBOX');
    expect(loadConfig({ DRAND_URLS: 'https://relay.example/, http://10.0.0.5:8080' }).DRAND_URLS).toEqual([
      'https://relay.example',
      'http://10.0.0.5:8080',
    ]);
    expect(() => loadConfig({ DRAND_URLS: 'ftp://relay.example' })).toThrow(/DRAND_URLS/);
    expect(() => loadConfig({ DRAND_PUBLIC_KEY: 'abc' })).toThrow(/DRAND_PUBLIC_KEY/);
  });
});
