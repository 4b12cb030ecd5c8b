import { describe, expect, it } from 'vitest';

import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/client.ts';
import { localCacheBus } from './cache-bus.ts';
import { testConfig } from './config.ts';
import { DomainEventBus } from './domain-events.ts';
import { House, type ServerModule } from './house.ts';
import { memoryAttemptCounter } from './rate-limit.ts';

declare module './house.ts' {
  interface Services {
    houseTestCounter?: { count: number };
  }
}

/** A house on a stand-in server: only `addHook` is used by what these tests call. */
function house(): House {
  const http = { addHook: () => undefined } as unknown as FastifyInstance;
  return new House(
    http,
    testConfig(),
    {} as Database,
    undefined,
    new DomainEventBus(),
    localCacheBus(),
    memoryAttemptCounter(),
  );
}

const provider: ServerModule = {
  name: 'provider',
  needs: [],
  setup: (h) => h.provide({ houseTestCounter: { count: 1 } }),
};
const consumer: ServerModule = {
  name: 'consumer',
  needs: [provider],
  setup: (h) => {
    const counter = h.services.houseTestCounter;
    if (counter) counter.count += 1;
  },
};

describe('the house', () => {
  it('sets a module up only after the modules it needs', async () => {
    const h = house();
    await expect(h.setUp(consumer)).rejects.toThrow('module consumer needs provider set up first');
    await h.setUp(provider);
    await h.setUp(consumer);
    expect(h.services.houseTestCounter?.count).toBe(2);
  });

  it('names the module that asks for a service nobody provided', async () => {
    const h = house();
    const asker: ServerModule = {
      name: 'asker',
      needs: [],
      setup: (inner) => {
        void inner.services.houseTestCounter;
      },
    };
    await expect(h.setUp(asker)).rejects.toThrow(
      'module asker needs the service "houseTestCounter", which no module before it provided',
    );
  });

  it('refuses a service provided twice', async () => {
    const h = house();
    await h.setUp(provider);
    await expect(h.setUp({ ...provider, name: 'again' })).rejects.toThrow(
      'provides "houseTestCounter" a second time',
    );
  });

  it('runs the worker steps in the order the modules added them', async () => {
    const h = house();
    const ran: string[] = [];
    h.addWork('first', async () => void ran.push('first'));
    h.addWork('second', async () => void ran.push('second'));
    await h.workerTurn();
    expect(ran).toEqual(['first', 'second']);
  });
});
