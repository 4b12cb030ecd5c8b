import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESIGN_BLOCK_SCHEMAS, gameCategorySchema, gameSummarySchema, themeSchema } from '@casino/contracts';

import { createTestApp, newOperatorToken, type TestApp } from '../../../test/harness.ts';
import { DEMO_DESIGN } from './demo-design.ts';

let app: TestApp;
const ADMIN_PASSWORD = 'first-admin-password-1';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.http.inject({ method: 'GET', url, headers });

const operatorToken = (roles: string[]) => newOperatorToken(app, ADMIN_PASSWORD, roles);

describe('design data', () => {
  it('serves the published demo design under its content key, cached for good', async () => {
    const key = app.services.design.cacheKey;
    expect((await app.services.startup.siteConfig()).designCacheKey).toBe(key);
    const theme = await get(`/static/theme/${key}?device=mobile`);
    expect(theme.headers['cache-control']).toContain('immutable');
    const model = themeSchema.parse(theme.json().model);
    expect(model.pages.map((page) => page.id)).toEqual(['global', 'home']);
    const items = model.pages.flatMap((page) => page.items);
    expect(new Set(items.map((entry) => entry.comId)).size).toBeGreaterThanOrEqual(15);
    expect(model.apiCdnKey).toBe(app.services.design.apiCdnKey);
    // The browser draws each block's data as served: every known block comes filled with its defaults.
    for (const item of items) {
      const schema = DESIGN_BLOCK_SCHEMAS[item.comId];
      expect(schema, item.comId).toBeDefined();
      expect(schema?.parse(item.data), item.comId).toEqual(item.data);
    }
  });

  it('revalidates a preview or an old key with an ETag and answers 304 when unchanged', async () => {
    const first = await get(`/static/theme/old-key?device=pc`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/static/theme/old-key?device=pc`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const preview = await get(`/static/theme/${app.services.design.cacheKey}?device=pc&t=5`);
    expect(preview.headers['cache-control']).toBe('no-cache');
  });

  it('answers page details with their items and 404 for unknown pages', async () => {
    const page = await get('/design/page_detail/home?device=pc');
    expect(page.json().model.items.length).toBeGreaterThan(5);
    expect(page.headers.etag).toBeDefined();
    expect((await get('/design/page_detail/nope?device=pc')).statusCode).toBe(404);
    expect((await get('/design/embed_page_detail/home?device=pc')).statusCode).toBe(404);
    expect((await get('/design/page_detail/..%2Fetc?device=pc')).json().status).toBe(1001);
  });

  it('lets a designer publish a new version, which gets a new key; others may not', async () => {
    const before = app.services.design.cacheKey;
    const support = await operatorToken(['support']);
    const denied = await app.call({
      url: '/api/operator/design/publish',
      token: support,
      body: { theme: DEMO_DESIGN },
    });
    expect(denied.http).toBe(403);
    const designer = await operatorToken(['designer']);
    const bad = await app.call({
      url: '/api/operator/design/publish',
      token: designer,
      body: { theme: { ...DEMO_DESIGN, pages: [{ id: 'x', type: 'global', items: [{ comId: 'bad' }] }] } },
    });
    expect(bad.body.status).toBe(1001);
    const badBlock = await app.call({
      url: '/api/operator/design/publish',
      token: designer,
      body: {
        theme: {
          ...DEMO_DESIGN,
          pages: [{ id: 'home', type: 'home', items: [{ comId: 'C000204', data: { columnsMobile: 9 } }] }],
        },
      },
    });
    expect(badBlock.body.status).toBe(1001);
    expect(badBlock.body.message).toContain('home[0] C000204.columnsMobile');
    expect(app.services.design.cacheKey).toBe(before);

    const changed = { ...DEMO_DESIGN, articles: DEMO_DESIGN.articles.slice(1) };
    const published = await app.call({
      url: '/api/operator/design/publish',
      token: designer,
      body: { theme: changed, note: 'fewer articles' },
    });
    expect(published.body.status).toBe(0);
    expect(published.body.model.cacheKey).not.toBe(before);
    expect(app.services.design.cacheKey).toBe(published.body.model.cacheKey);
    const theme = await get(`/static/theme/${published.body.model.cacheKey}`);
    expect(theme.json().model.articles).toHaveLength(DEMO_DESIGN.articles.length - 1);
    const versions = await app.call({ method: 'GET', url: '/api/operator/design/versions', token: designer });
    expect(versions.body.list?.length).toBeGreaterThanOrEqual(2);

    await app.call({ url: '/api/operator/design/publish', token: designer, body: { theme: DEMO_DESIGN } });
    expect(app.services.design.cacheKey).toBe(before);
  });
});

describe('game catalogue', () => {
  it('lists the categories at the plain address with an ETag', async () => {
    const list = await get('/game/game_category_list');
    const categories = list.json().list.map((entry: unknown) => gameCategorySchema.parse(entry));
    expect(categories.map((category: { type: string }) => category.type)).toEqual([
      'CRASH',
      'ORIGINALS',
      'LOTTERY',
      'SPORTS',
    ]);
    expect(list.headers['cache-control']).toBe('no-cache');
    const again = await get('/game/game_category_list?t=1', { 'if-none-match': String(list.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('lists every game of the spec under All Games, cached for good under the current key', async () => {
    const key = app.services.design.apiCdnKey;
    const all = await get(`/api/static/static/apicdn/${key}/game/category_page/00`);
    expect(all.headers['cache-control']).toContain('immutable');
    const games = all.json().page.content.map((entry: unknown) => gameSummarySchema.parse(entry));
    expect(games.map((game: { id: string }) => game.id).sort()).toEqual(
      [
        'aviator',
        'crash',
        'football',
        'kangaroo',
        '5d',
        'k3',
        'mines',
        'scratch',
        'sports',
        'stair',
        'thimbles',
        'tower',
        'wingo',
      ].sort(),
    );
    const crash = await get(`/api/static/static/apicdn/${key}/game/category_page/01`);
    expect(crash.json().page.content.map((game: { id: string }) => game.id)).toEqual(['crash', 'aviator']);
    const stale = await get('/api/static/static/apicdn/stale/game/game_category_list');
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.json().list).toHaveLength(4);
    expect((await get(`/api/static/static/apicdn/${key}/game/category_page/99`)).statusCode).toBe(404);
  });
});

describe('static assets', () => {
  it('serves our SVG art for every game and category, immutable', async () => {
    const tile = await get('/static/cdnimg/v2/game-crash.svg');
    expect(tile.headers['content-type']).toContain('image/svg+xml');
    expect(tile.headers['cache-control']).toContain('immutable');
    expect(tile.body).toContain('<svg');
    expect((await get('/static/cdnimg/v2/category-originals')).statusCode).toBe(200);
    expect((await get('/api/static/resources/category-all.svg')).statusCode).toBe(200);
    expect((await get('/static/cdnimg/v2/game-unknown.svg')).statusCode).toBe(404);
    expect((await get('/static/cdnaudio/missing.mp3')).statusCode).toBe(404);
    expect((await get('/static/cdnvideo/..%2F..%2Fsecret.mp4')).json().status).toBe(1001);
  });
});
