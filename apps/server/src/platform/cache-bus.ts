import { randomBytes } from 'node:crypto';

import type { Redis } from 'ioredis';

/** What a process's caches hear about: a topic and an optional detail (e.g. a revoked token's hash). */
export type CacheTopic = 'site' | 'design' | 'session-revoked';
type Listener = (detail: string) => void;

/**
 * Tells every process of a site that something it caches has changed (DESIGN §5): an operator publishes a
 * design or switches maintenance on one process, a player logs out on another. The listeners of the
 * publishing process run at once, before `publish` returns; the others' when the message arrives.
 * Without Redis the site is one process and the bus is local.
 */
export interface CacheBus {
  publish(topic: CacheTopic, detail?: string): Promise<void>;
  on(topic: CacheTopic, listener: Listener): void;
  /** Resolves once messages from other processes are heard. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly byTopic = new Map<string, Listener[]>();

  add(topic: string, listener: Listener): void {
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), listener]);
  }

  tell(topic: string, detail: string): void {
    for (const listener of this.byTopic.get(topic) ?? []) listener(detail);
  }
}

export function localCacheBus(): CacheBus {
  const listeners = new Listeners();
  return {
    async publish(topic, detail = '') {
      listeners.tell(topic, detail);
    },
    on: (topic, listener) => listeners.add(topic, listener),
    async ready() {},
    async close() {},
  };
}

/**
 * Redis pub/sub on one channel per site (`<prefix>cache`). A message is `<node>|<topic>|<detail>`; a
 * process skips its own (it told its listeners when it published). A lost message (Redis restarting)
 * is covered by the caches' own lifetimes (CACHE_TTL_MS); the design is also read again on reconnect.
 */
export function redisCacheBus(redis: Redis, channel: string, onError: (error: Error) => void): CacheBus {
  const node = randomBytes(6).toString('hex');
  const listeners = new Listeners();
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, topic, ...rest] = message.split('|');
    if (from === node || topic === undefined) return;
    listeners.tell(topic, rest.join('|'));
  });
  // After a reconnect the messages sent meanwhile are lost: every topic is told, so caches read again.
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (subscribedOnce) for (const topic of ['site', 'design'] as const) listeners.tell(topic, '');
    subscribedOnce = true;
  });
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
    onError(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    async publish(topic, detail = '') {
      listeners.tell(topic, detail);
      try {
        await redis.publish(channel, `${node}|${topic}|${detail}`);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    on: (topic, listener) => listeners.add(topic, listener),
    async ready() {
      await subscribed;
    },
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
