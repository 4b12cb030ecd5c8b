import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { designVersionSchema, STATUS, themeSchema } from '@casino/contracts';

import { auditLog } from '../operators/index.ts';
import { createTestApp, newOperatorToken, type TestApp } from '../../../test/harness.ts';
import { DEMO_DESIGN } from './demo-design.ts';

let app: TestApp;
let designer: string;
const ADMIN_PASSWORD = 'first-admin-password-1';

beforeAll(async () => {
  app = await createTestApp({ OPERATOR_ADMIN_USERNAME: 'root', OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD });
  await app.services.operators.ensureFirstAdmin();
  designer = await newOperatorToken(app, ADMIN_PASSWORD, ['designer']);
});
afterAll(() => app.close());

const versions = async () => {
  const answer = await app.call({ method: 'GET', url: '/api/operator/design/versions', token: designer });
  expect(answer.body.status).toBe(0);
  return designVersionSchema.array().parse(answer.body.list);
};

/** The live theme as the site reads it, without the key of the cached reads. */
const liveTheme = async () => {
  const answer = await app.http.inject({
    method: 'GET',
    url: `/static/theme/${app.services.design.cacheKey}`,
  });
  const { apiCdnKey: _key, ...theme } = themeSchema.parse(answer.json().model);
  return theme;
};

const restore = (version: number, token: string | undefined) =>
  app.call({
    url: `/api/operator/design/versions/${version}/restore`,
    token,
    body: { note: `rolled back to ${version}` },
  });

describe('design rollback', () => {
  it('publishes an old version again as the new live version, audited', async () => {
    const [original] = await versions();
    if (!original) throw new Error('the demo design should be published');
    const originalTheme = await liveTheme();
    const changed = await app.call({
      url: '/api/operator/design/publish',
      token: designer,
      body: { theme: { ...DEMO_DESIGN, articles: DEMO_DESIGN.articles.slice(1) }, note: 'fewer articles' },
    });
    expect(changed.body.status).toBe(0);
    expect((await liveTheme()).articles).toHaveLength(DEMO_DESIGN.articles.length - 1);

    const restored = await restore(original.version, designer);
    expect(restored.body.status).toBe(0);
    expect(restored.body.model.version).toBeGreaterThan(changed.body.model.version);
    expect(app.services.design.version).toBe(restored.body.model.version);
    expect(app.services.design.cacheKey).toBe(restored.body.model.cacheKey);
    expect(await liveTheme()).toEqual(originalTheme);

    // History only grows: the restore is the newest version, the rolled-back one stays listed.
    const [live, previous] = await versions();
    expect(live).toMatchObject({
      version: restored.body.model.version,
      note: `rolled back to ${original.version}`,
    });
    expect(live?.publishedAt).toEqual(expect.any(Number));
    expect(previous?.version).toBe(changed.body.model.version);

    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'design.restore'), eq(auditLog.target, String(live?.version))));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({ restoredFrom: original.version });
  });

  it('answers NOT_FOUND for a version that was never published, changing nothing', async () => {
    const before = app.services.design.version;
    const missing = await restore(999_999, designer);
    expect(missing.body.status).toBe(STATUS.NOT_FOUND);
    expect(app.services.design.version).toBe(before);
  });

  it('is for designers only', async () => {
    const [live] = await versions();
    const finance = await newOperatorToken(app, ADMIN_PASSWORD, ['finance']);
    const denied = await restore(live?.version ?? 1, finance);
    expect(denied.http).toBe(403);
    expect(denied.body.status).toBe(STATUS.FORBIDDEN);
    expect((await restore(live?.version ?? 1, undefined)).http).toBe(401);
    expect(app.services.design.version).toBe(live?.version);
  });
});
