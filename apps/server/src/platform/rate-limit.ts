import type { Redis } from 'ioredis';

/**
 * Counters of events per key within a fixed window (failed logins per account and per IP,
 * registrations per IP). In memory for one process; in Redis when REDIS_URL is set, so that
 * every process of a scaled-out site counts together.
 */
export interface AttemptCounter {
  /** Events counted for `key` in its current window. */
  count(key: string): Promise<number>;
  /** Counts one event; returns the new count. The window starts at the first event. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until the window of `key` ends (0 when there is none). */
  retryAfterMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 100_000) {
        for (const [staleKey, stale] of windows) if (stale.endsAt <= now()) windows.delete(staleKey);
      }
      return entry.count;
    },
    async retryAfterMs(key) {
      const entry = live(key);
      return entry ? entry.endsAt - now() : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisAttemptCounter(redis: Redis, prefix = 'attempts:'): AttemptCounter {
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async retryAfterMs(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
