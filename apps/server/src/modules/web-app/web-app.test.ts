import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, siteConfigSchema, timeChecksum } from '@casino/contracts';

import { createTestApp, type TestApp } from '../../../test/harness.ts';

import { bootBrandHtml, preferredEncoding } from './web-app.ts';

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;

let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="application/json" id="site-config">null</script></head><body><div id="root"><!--boot-brand--></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Casino","start_url":"/?pwa=1"}');
  app = await createTestApp({ WEB_DIST_DIR: dist, LOG_LEVEL: 'error' });
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
      expect(page.statusCode, url + page.body).toBe(200);
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

  it('serves the service worker and the web manifest uncached-forever, with their content types', async () => {
    const worker = await app.http.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await app.http.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const start = await app.http.inject({ method: 'GET', url: '/?pwa=1' });
    expect(start.headers['content-type']).toContain('text/html');
  });

  it('keeps unknown files and API paths as 404 envelopes, not pages', async () => {
    const missingFile = await app.http.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json().status).toBe(1004);
  });

  it("sends the build's brotli or gzip file to a client that accepts it, and the plain file otherwise", async () => {
    const url = '/assets/big-abc123.js';
    const brotli = await app.http.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await app.http.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await app.http.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses pages and API answers above the threshold, and leaves small answers alone', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('site-config');

    const st = String(Date.now());
    const startup = await app.http.inject({
      method: 'GET',
      url: '/api/home/startup',
      headers: {
        'accept-encoding': 'gzip',
        [HEADER.serverTime]: st,
        [HEADER.timeChecksum]: timeChecksum('/api/home/startup', st),
      },
    });
    expect(startup.headers['content-encoding']).toBe('gzip');
    expect(String(startup.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(startup.rawPayload).toString()).status).toBe(0);

    // Unsigned, the startup call answers a short error envelope: below the threshold, sent as it is.
    const small = await app.http.inject({
      method: 'GET',
      url: '/api/home/startup',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.json().status).not.toBe(0);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads the preferred page encoding from Accept-Encoding, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('paints the loading cover with the site name (escaped) or its loading logo before any script', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/' });
    const config = injectedConfig(page.body);
    expect(page.body).toContain(bootBrandHtml(config));
    expect(page.body).not.toContain('<!--boot-brand-->');

    const hostile = { ...config, siteName: '<b>"Casa" & Co</b>' };
    expect(bootBrandHtml(hostile)).toBe(
      '<div id="boot-brand" class="boot-brand">&#60;b&#62;&#34;Casa&#34; &#38; Co&#60;/b&#62;</div>',
    );
    const withLogo = {
      ...hostile,
      globalConfig: { ...config.globalConfig, loadingIcon: '/static/logo.png?a=1&b="2"' },
    };
    expect(bootBrandHtml(withLogo)).toBe(
      '<img id="boot-brand" class="boot-logo" src="/static/logo.png?a=1&#38;b=&#34;2&#34;" alt="&#60;b&#62;&#34;Casa&#34; &#38; Co&#60;/b&#62;">',
    );
  });
});
