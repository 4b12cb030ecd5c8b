import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteConfigSchema } from '@casino/contracts';

import { createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="application/json" id="site-config">null</script></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => app.close());

const injectedConfig = (html: string) => {
  const match = /<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html);
  return siteConfigSchema.parse(JSON.parse(match?.[1] ?? 'null'));
};

describe('web app serving', () => {
  it('answers client-side routes with index.html and the site configuration injected', async () => {
    for (const url of ['/', '/chatlive', '/repair', '/chatbet?gameId=1']) {
      const page = await app.http.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(injectedConfig(page.body).currencies.map((currency) => currency.id)).toEqual([
        'BRL',
        'IDR',
        'USD',
      ]);
    }
  });

  it('caches hashed assets forever and other files never blindly', async () => {
    const asset = await app.http.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await app.http.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown files and API paths as 404 envelopes, not pages', async () => {
    const missingFile = await app.http.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json().status).toBe(1004);
  });
});
