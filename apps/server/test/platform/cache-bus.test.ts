import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { buildApp, type App } from '../../src/app.ts';
import { DEMO_DESIGN } from '../../src/modules/design/index.ts';
import { createTestApp, registerPlayer, type TestApp } from '../harness.ts';
import { localCacheBus } from '../../src/platform/cache-bus.ts';

const redisUrl = process.env.REDIS_URL;

const until = async (check: () => boolean | Promise<boolean>, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

describe('the local cache bus', () => {
  it("tells the publisher's own listeners before publish returns", async () => {
    const bus = localCacheBus();
    const heard: string[] = [];
    bus.on('session-revoked', (detail) => heard.push(detail));
    await bus.publish('session-revoked', 'abc');
    expect(heard).toEqual(['abc']);
  });
});

/**
 * Two processes' worth of apps on one database and one Redis, with caches kept for a minute: a change
 * made through one is seen by the other at once, not when its cache runs out.
 */
describe.runIf(redisUrl)('caches across processes (Redis)', () => {
  let first: TestApp;
  let second: App;
  let secondRedis: Redis;

  beforeAll(async () => {
    first = await createTestApp({ CACHE_TTL_MS: '60000' });
    secondRedis = new Redis(redisUrl as string);
    second = await buildApp({ config: first.config, database: first.database, redis: secondRedis });
  });
  afterAll(async () => {
    await second.http.close();
    await secondRedis.quit();
    await first.close();
  });

  it('shows a design published on one process on the other', async () => {
    const before = second.services.design.cacheKey;
    const changed = { ...DEMO_DESIGN, articles: DEMO_DESIGN.articles.slice(1) };
    const { cacheKey } = await first.services.design.publish(changed, 'bus test', 'test');
    expect(cacheKey).not.toBe(before);
    expect(await until(() => second.services.design.cacheKey === cacheKey)).toBe(true);
  });

  it('puts the other process into maintenance at once', async () => {
    expect((await second.services.site.get()).maintenance).toBe(false);
    await first.services.site.setMaintenance(true);
    try {
      expect(await until(async () => (await second.services.site.get()).maintenance)).toBe(true);
    } finally {
      await first.services.site.setMaintenance(false);
    }
  });

  it('stops a token logged out on one process on the other', async () => {
    const player = await registerPlayer(first);
    expect(await second.services.sessions.identify(player.token)).toMatchObject({
      userId: player.user.userId,
    });
    await first.services.sessions.logout(player.token);
    expect(
      await until(async () => {
        try {
          await second.services.sessions.identify(player.token);
          return false;
        } catch (error) {
          return (error as { status?: number }).status === STATUS.LOGIN_EXPIRED;
        }
      }),
    ).toBe(true);
  });
});
