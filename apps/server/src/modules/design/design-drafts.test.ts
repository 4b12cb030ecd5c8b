import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS, themeSchema } from '@casino/contracts';

import { createTestApp, newOperatorToken, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let designer: string;
const ADMIN_PASSWORD = 'first-admin-password-1';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
  designer = await operatorToken(['designer']);
});
afterAll(() => app.close());

const operatorToken = (roles: string[]) => newOperatorToken(app, ADMIN_PASSWORD, roles);

const themeWith = async (designToken?: string) => {
  const answer = await app.http.inject({
    method: 'GET',
    url: `/static/theme/${app.services.design.cacheKey}?device=mobile&t=1`,
    headers: designToken ? { DesignToken: designToken } : {},
  });
  return { cacheControl: answer.headers['cache-control'], theme: themeSchema.parse(answer.json().model) };
};

async function openDraft(): Promise<string> {
  const opened = await app.call({ url: '/api/operator/design/drafts', token: designer });
  expect(opened.body.status).toBe(0);
  return opened.body.model.designToken as string;
}

const homeBlock = (theme: { pages: { id: string; items: { data: Record<string, unknown> }[] }[] }) =>
  theme.pages.find((page) => page.id === 'home')?.items[0]?.data;

describe('design-editor sessions', () => {
  it('shows a draft only to the page that carries its token, never cached, and publishes it', async () => {
    const designToken = await openDraft();
    const live = homeBlock((await themeWith()).theme);

    const edit = await app.call({
      method: 'PUT',
      url: '/api/operator/design/drafts/block',
      token: designer,
      body: { designToken, pageId: 'home', index: 0, data: { ...live, intervalMs: 7777 } },
    });
    expect(edit.body.status).toBe(0);

    const framed = await themeWith(designToken);
    expect(framed.cacheControl).toBe('no-store');
    expect(homeBlock(framed.theme)?.intervalMs).toBe(7777);
    // Everyone else, and a wrong token, still see the live theme.
    expect(homeBlock((await themeWith()).theme)?.intervalMs).not.toBe(7777);
    expect(homeBlock((await themeWith('x'.repeat(43))).theme)?.intervalMs).not.toBe(7777);

    const page = await app.http.inject({
      method: 'GET',
      url: '/design/page_detail/home?device=mobile',
      headers: { DesignToken: designToken },
    });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().model.items[0].data.intervalMs).toBe(7777);

    const published = await app.call({
      url: '/api/operator/design/drafts/publish',
      token: designer,
      body: { designToken, note: 'editor test' },
    });
    expect(published.body.status).toBe(0);
    expect(app.services.design.cacheKey).toBe(published.body.model.cacheKey);
    expect(homeBlock((await themeWith()).theme)?.intervalMs).toBe(7777);

    // The session ended with the publish.
    const again = await app.call({
      url: '/api/operator/design/drafts/publish',
      token: designer,
      body: { designToken },
    });
    expect(again.body.status).toBe(STATUS.DESIGN_DRAFT_NOT_FOUND);
  });

  it('refuses a block that is not there, bad data and unknown sessions, writing nothing', async () => {
    const designToken = await openDraft();
    const missing = await app.call({
      method: 'PUT',
      url: '/api/operator/design/drafts/block',
      token: designer,
      body: { designToken, pageId: 'home', index: 999, data: {} },
    });
    expect(missing.body.status).toBe(STATUS.DESIGN_BLOCK_NOT_FOUND);

    const unknown = await app.call({
      method: 'PUT',
      url: '/api/operator/design/drafts/block',
      token: designer,
      body: { designToken: 'y'.repeat(43), pageId: 'home', index: 0, data: {} },
    });
    expect(unknown.body.status).toBe(STATUS.DESIGN_DRAFT_NOT_FOUND);

    const hostile = await app.call({
      method: 'PUT',
      url: '/api/operator/design/drafts/block',
      token: designer,
      body: { designToken, pageId: 'home', index: 0, data: { text: 'a\u0000b' } },
    });
    expect(hostile.body.status).toBe(STATUS.INVALID_INPUT);
    expect(homeBlock((await themeWith(designToken)).theme)).toEqual(homeBlock((await themeWith()).theme));
  });

  it('is for designers only', async () => {
    const support = await operatorToken(['support']);
    const denied = await app.call({ url: '/api/operator/design/drafts', token: support });
    expect(denied.http).toBe(403);
    const anonymous = await app.call({ url: '/api/operator/design/drafts' });
    expect(anonymous.http).toBe(401);
  });
});

describe('install settings', () => {
  it('answers web2pwa from the site switches and the share host from the public origin', async () => {
    const pwa = await app.call({ method: 'GET', url: '/api/ads/web2pwa' });
    expect(pwa.body).toMatchObject({ status: 0, model: { enablePwa: true, downloadLink: '', iosLink: '' } });
    const host = await app.call({ method: 'GET', url: '/api/home/getH5RefAppUrl' });
    expect(host.body.status).toBe(0);
    expect(host.body.extra[0]).toMatch(/^[a-z0-9.-]+(:\d+)?$/);
  });
});
