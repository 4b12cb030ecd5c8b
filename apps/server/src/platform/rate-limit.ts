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
  /**
   * Takes back one event counted with `hit` (an attempt reserved up front that turned out not to count),
   * leaving the window's end as it was; nothing when the window is over.
   */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Resets every key that starts with `prefix` (a rare, administrative call: Redis scans for them). */
  resetPrefix(prefix: string): Promise<void>;
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
    async release(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async reset(key) {
      windows.delete(key);
    },
    async resetPrefix(keyPrefix) {
      for (const key of windows.keys()) if (key.startsWith(keyPrefix)) windows.delete(key);
    },
  };
}

/** DECR only while the key lives: a DECR after expiry would create a key without a window. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

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
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async resetPrefix(keyPrefix) {
      const pattern = `${(prefix + keyPrefix).replace(/[*?[\]\\]/g, '\\$&')}*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}
