import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

import type { Database } from '../db/client.ts';
import { localCacheBus, redisCacheBus } from './cache-bus.ts';
import type { Config } from './config.ts';
import { DomainEventBus } from './domain-events.ts';
import { House, type BackgroundLoop, type HouseOptions, type ServerModule, type Services } from './house.ts';
import { createHttpServer } from './http-server.ts';
import { LeaderLoop } from './leader-loop.ts';
import { memoryAttemptCounter, redisAttemptCounter } from './rate-limit.ts';

/** The server as built: its HTTP side, its modules' services, and what `main.ts` starts. */
export interface App {
  http: FastifyInstance;
  services: Services;
  /** The modules' background loops (crash rounds, lottery draws, the sports feed): `main.ts` starts them. */
  loops: readonly { name: string; loop: BackgroundLoop }[];
  /** One turn of the background work (webhook deliveries, expiries, payout resumes, sweeps). */
  workerTick(): Promise<void>;
  /** Runs `workerTick` every 500 ms in the one process that holds the worker's lock; `main.ts` starts it. */
  workerLoop: LeaderLoop;
}

/**
 * Opens the house and sets its modules up in order: the HTTP server, the buses and counters shared across
 * processes (Redis where configured), then each module's services, routes, loops and work.
 */
export async function openHouse(parts: {
  config: Config;
  database: Database;
  redis: Redis | undefined;
  options: HouseOptions;
  modules: readonly ServerModule[];
}): Promise<App> {
  const { config, database, redis } = parts;
  const http = await createHttpServer(config);
  const attempts = redis
    ? redisAttemptCounter(redis, `${config.REDIS_KEY_PREFIX}attempts:`)
    : memoryAttemptCounter();
  // Caches of every process hear of a change made on any of them (Redis pub/sub; local on one process).
  const cacheBus = redis
    ? redisCacheBus(redis, `${config.REDIS_KEY_PREFIX}cache`, (error) =>
        http.log.warn({ err: error }, 'cache bus: a message was not delivered'),
      )
    : localCacheBus();
  await cacheBus.ready();
  http.addHook('onClose', () => cacheBus.close());
  const house = new House(
    http,
    config,
    database,
    redis,
    new DomainEventBus(),
    cacheBus,
    attempts,
    parts.options,
  );
  for (const module of parts.modules) await house.setUp(module);

  const workerTick = () => house.workerTurn();
  const workerLoop = new LeaderLoop(database, {
    key: 727_200,
    tickMs: 500,
    work: workerTick,
    onError: (error) => http.log.error({ err: error }, 'worker turn failed'),
  });
  http.addHook('preClose', () => workerLoop.stop());
  return { http, services: house.services, loops: house.loops, workerTick, workerLoop };
}
