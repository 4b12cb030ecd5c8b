import { describe, expect, it } from 'vitest';

import { openPostgres, type Database } from '../db/client.ts';
import { LeaderLoop } from './leader-loop.ts';

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};

/**
 * The worker of a scaled-out site: three processes (three pools) run the same loop; only the holder of
 * the key works, and when it dies without a word another takes over.
 */
describe.runIf(process.env.DATABASE_URL)('a leader loop on PostgreSQL', () => {
  it('works in exactly one process at a time and is taken over when that process dies', async () => {
    const key = 900_000 + Math.floor(Math.random() * 99_999);
    const processes: { database: Database; loop: LeaderLoop; turns: number }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const database = await openPostgres(process.env.DATABASE_URL ?? '', {
        poolSize: 2,
        onIdleClientError: () => undefined,
      });
      const entry = { database, loop: undefined as unknown as LeaderLoop, turns: 0 };
      entry.loop = new LeaderLoop(database, {
        key,
        tickMs: 20,
        work: async () => {
          entry.turns += 1;
        },
        onError: () => undefined,
      });
      entry.loop.start();
      processes.push(entry);
    }
    try {
      expect(await until(() => processes.some((entry) => entry.turns >= 5), 3_000)).toBe(true);
      const leaders = processes.filter((entry) => entry.loop.leading);
      expect(leaders).toHaveLength(1);
      expect(processes.filter((entry) => entry.turns > 0)).toHaveLength(1);

      const [leader] = leaders;
      if (!leader) throw new Error('no leader');
      leader.loop.abandon();
      await leader.database.close(); // its connection, and with it the lock, goes as in a SIGKILL
      const others = processes.filter((entry) => entry !== leader);
      expect(await until(() => others.some((entry) => entry.turns >= 3), 5_000)).toBe(true);
      expect(others.filter((entry) => entry.turns > 0)).toHaveLength(1);
    } finally {
      for (const entry of processes) {
        await entry.loop.stop().catch(() => undefined);
        await entry.database.close().catch(() => undefined);
      }
    }
  });
});

describe('a leader loop’s timing', () => {
  /** A database where this process always leads (as the embedded one does). */
  const alone = {
    tryLeadership: async () => ({ held: true, release: async () => undefined }),
  } as unknown as Database;

  it('turns at the moment the work names when that is sooner than a tick away', async () => {
    const turns: number[] = [];
    const loop = new LeaderLoop(alone, {
      key: 1,
      tickMs: 400,
      work: async () => {
        turns.push(Date.now());
        // The next moment (a crash point, say) is 20 ms away: the loop must not wait out its tick.
        return Date.now() + 20;
      },
      onError: () => undefined,
    });
    loop.start();
    // The first turn comes a tick after start; the next ones at the moments named.
    expect(await until(() => turns.length >= 4, 2_000)).toBe(true);
    await loop.stop();
    const gaps = turns.slice(1).map((at, index) => at - (turns[index] ?? at));
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) expect(gap).toBeLessThan(200);
  });
});
