import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SOCKET_PATH } from '@casino/contracts';

import { buildApp, type App } from '../../app.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server processes' worth of apps on one database and one Redis: a push published by one reaches a
 * player whose socket is connected to the other. Needs Redis, so it runs in CI's PostgreSQL + Redis pass.
 */
describe.runIf(redisUrl)('realtime across processes (Redis adapter)', () => {
  let first: TestApp;
  let second: App;
  let secondRedis: Redis;
  let secondBase: string;

  beforeAll(async () => {
    first = await createTestApp();
    secondRedis = new Redis(redisUrl as string);
    second = await buildApp({ config: first.config, database: first.database, redis: secondRedis });
    await Promise.all([
      first.http.listen({ port: 0, host: '127.0.0.1' }),
      second.http.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    const address = second.http.server.address();
    secondBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.http.close();
    await secondRedis.quit();
    await first.close();
  });

  it('delivers a push published on one process to a socket on the other', async () => {
    const player = await registerPlayer(first);
    const init = await first.call({ url: '/api/sockmsg/init', token: player.token });
    const socket = connect(secondBase, {
      path: SOCKET_PATH,
      extraHeaders: { authorization: `Basic ${init.body.model.token}` },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const marker = randomBytes(4).toString('hex');
      const received = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push across processes')), 5_000);
        socket.once('event', (message: unknown) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
      // Give the adapter's subscription a moment, then publish from the first process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      first.services.notices.push(player.user.userId, { event: 'CROSS_NODE', extra: { marker } });
      expect(await received).toMatchObject({ data: { event: 'CROSS_NODE', extra: { marker } } });
    } finally {
      socket.close();
    }
  });
});

describe.runIf(redisUrl)('a message Redis refuses', () => {
  it('is dropped and told, never an unhandled rejection (which would end the process)', async () => {
    const { createServer } = await import('node:http');
    const { startRealtimeServer } = await import('./realtime.server.ts');
    const { socketPublisher } = await import('./realtime.publisher.ts');
    const redis = new Redis(redisUrl as string);
    const told: Error[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const realtime = startRealtimeServer(createServer(), {
        secret: 'x'.repeat(32),
        allowedOrigins: new Set(),
        sessions: { liveAmong: async () => new Set(), onEnded: () => undefined },
        socketsPerIp: 10,
        sessionRecheckMs: 60_000,
        redis,
        redisKeyPrefix: `test-${randomBytes(4).toString('hex')}:`,
        onRedisError: (error) => told.push(error),
      });
      const publisher = socketPublisher(realtime.io);
      await realtime.close();
      // The adapter's connections are closed now: what a late timer publishes is refused by ioredis.
      publisher.toModule('crash', 'bet', { type: 'bet', bets: [] } as never);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      expect(told.map((error) => error.message)).toContain('Connection is closed.');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await redis.quit();
    }
  });
});
