import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { openPostgres, type Database } from '../../db/client.ts';
import { crashRounds } from './crash.tables.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { CrashLoop } from './crash.loop.ts';
import { CrashGame } from './crash.service.ts';

/**
 * Scale-out (issue 7): two "processes" (two connection pools, two loops) on one PostgreSQL database.
 * Exactly one leads; when its connection dies, the other takes over within seconds and carries on.
 */
describe.runIf(process.env.DATABASE_URL)('crash loop leadership on PostgreSQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  it('runs each loop in exactly one process and hands it over when the leader dies', async () => {
    const url = app.databaseUrl ?? '';
    const processes: { database: Database; loop: CrashLoop; game: CrashGame }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const database = await openPostgres(url, { poolSize: 3, onIdleClientError: () => undefined });
      const { site, admission, cashier, realtime, beacon } = app.services;
      const game = new CrashGame(
        { db: database.db, site, admission, cashier, publisher: realtime, beacon, saltDelayMs: 0 },
        'crash',
        {
          bettingMs: 200,
          pauseMs: 100,
          chainLength: 200,
        },
      );
      const loop = new CrashLoop(database, game, { tickMs: 25, onError: () => undefined });
      loop.start();
      processes.push({ database, loop, game });
    }
    try {
      expect(await until(() => processes.some((process) => process.loop.leading), 3_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(processes.filter((process) => process.loop.leading)).toHaveLength(1);

      const rounds = async () =>
        (
          await app.database.db
            .select()
            .from(crashRounds)
            .where(eq(crashRounds.gameId, 'crash'))
            .orderBy(desc(crashRounds.id))
        ).length;
      // The first round waits for the demo chain's beacon round (the next one after seeding, ~3 s).
      expect(await until(async () => (await rounds()) > 0, 6_000)).toBe(true);
      const before = await rounds();

      // The leader dies: its timer stops and its connections close, so its lock goes with them.
      const leader = processes.find((process) => process.loop.leading);
      const follower = processes.find((process) => !process.loop.leading);
      if (!leader || !follower) throw new Error('no leader');
      leader.loop.abandon();
      await leader.database.close();
      const diedAt = Date.now();
      expect(await until(() => follower.loop.leading, 5_000)).toBe(true);
      expect(Date.now() - diedAt).toBeLessThan(5_000);
      // The new leader drives the loop on from the database (a flight may last a while, so ticks are counted).
      const ticks = vi.spyOn(follower.game, 'tick');
      expect(await until(() => ticks.mock.calls.length > 10, 3_000)).toBe(true);
      expect(await rounds()).toBeGreaterThanOrEqual(before);
    } finally {
      for (const process of processes) {
        await process.loop.stop().catch(() => undefined);
        await process.database.close().catch(() => undefined);
      }
    }
  });
});
