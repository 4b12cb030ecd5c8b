import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FirstPaintState } from '@casino/contracts';

import { createTestApp, type TestApp } from '../../../test/harness.ts';

import { deviceOfUserAgent } from './first-paint.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36';

/** A stand-in for the web app's server build: it shows what it was given, counts renders and can fail. */
const FAKE_RENDERER = `
globalThis.firstPaintRenders = 0;
export const startupQuery = { lazy: true, dev: true };
export async function renderFirstPaint(siteConfig, state) {
  if (globalThis.firstPaintFails) throw new Error('render failed');
  globalThis.firstPaintRenders += 1;
  const markup = '<main data-testid="painted">' + siteConfig.siteName + ' ' + state.device + ' ' + state.language + ' ' + state.pack.LOG_IN + '</main>';
  return { markup, textKeys: ['LOG_IN', 'NOT_A_KEY'] };
}`;

const counters = globalThis as unknown as { firstPaintRenders: number; firstPaintFails?: boolean };

let app: TestApp;
beforeAll(async () => {
  const base = mkdtempSync(join(tmpdir(), 'web-first-paint-'));
  mkdirSync(join(base, 'dist'));
  mkdirSync(join(base, 'dist-server'));
  writeFileSync(
    join(base, 'dist', 'index.html'),
    '<!doctype html><html><head><script type="application/json" id="site-config">null</script></head><body><div id="root"><div class="boot-cover"><!--boot-brand--></div></div></body></html>',
  );
  writeFileSync(join(base, 'dist-server', 'entry-server.js'), FAKE_RENDERER);
  app = await createTestApp({ WEB_DIST_DIR: join(base, 'dist'), LOG_LEVEL: 'fatal' });
});
afterAll(() => app.close());

const stateOf = (html: string): FirstPaintState => {
  const match = /<script type="application\/json" id="first-paint">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as FirstPaintState;
};

const page = (url: string, userAgent: string) =>
  app.http.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

describe('the first paint of the lobby', () => {
  it('puts the server render in #root and the data it was made from beside it', async () => {
    const answer = await page('/', PHONE);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"><main data-testid="painted">');
    // The markup comes before the data, so that it paints while the rest of the page arrives.
    expect(answer.body.indexOf('id="root"')).toBeLessThan(answer.body.indexOf('id="first-paint"'));
    expect(answer.body).not.toContain('boot-cover');
    const state = stateOf(answer.body);
    expect(state).toMatchObject({ path: '/', device: 'mobile', language: 'en' });
    expect(state.startup.countries.length).toBeGreaterThan(0);
    // Only the texts the render read travel with the page.
    expect(state.pack).toEqual({ LOG_IN: 'Log in' });
    expect(answer.body).toContain('Nova Casino mobile en Log in');
    expect(state.theme.tabs.length).toBeGreaterThan(0);
    // The games are the catalogue's, as the lobby's own call lists them.
    const listed = await app.http.inject({
      method: 'GET',
      url: `/api/static/static/apicdn/${state.theme.apiCdnKey}/game/category_page/00`,
    });
    expect(state.games['00']).toEqual(listed.json().page.content);
    for (const category of state.categories) expect(state.games[category.id]?.length).toBeGreaterThan(0);
    expect(answer.headers.vary).toContain('User-Agent');
  });

  it('renders per device kind and reuses a render for the next visitor', async () => {
    const before = counters.firstPaintRenders;
    expect((await page('/', DESKTOP)).body).toContain('Nova Casino pc en Log in');
    expect((await page('/', DESKTOP)).body).toContain('Nova Casino pc en Log in');
    expect((await page('/', PHONE)).body).toContain('Nova Casino mobile en Log in');
    expect(counters.firstPaintRenders - before).toBeLessThanOrEqual(1);
  });

  it('leaves the loading cover on pages it does not paint', async () => {
    const answer = await page('/account', PHONE);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('boot-cover');
    expect(answer.body).not.toContain('id="first-paint"');
  });

  it('serves a page with its loading cover when its render fails, and does not render it again each visit', async () => {
    counters.firstPaintFails = true;
    try {
      const failed = await page('/fairness', PHONE);
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('boot-cover');
    } finally {
      counters.firstPaintFails = false;
    }
    const before = counters.firstPaintRenders;
    expect((await page('/fairness', PHONE)).body).toContain('boot-cover');
    expect(counters.firstPaintRenders).toBe(before);
  });
});

describe('deviceOfUserAgent', () => {
  it('takes the client hint first, then the user agent', () => {
    expect(deviceOfUserAgent(DESKTOP, '?1')).toBe('mobile');
    expect(deviceOfUserAgent(PHONE, '?0')).toBe('pc');
    expect(deviceOfUserAgent(PHONE, undefined)).toBe('mobile');
    expect(deviceOfUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', undefined)).toBe(
      'mobile',
    );
    expect(deviceOfUserAgent(DESKTOP, undefined)).toBe('pc');
    expect(deviceOfUserAgent(undefined, undefined)).toBe('pc');
  });
});
