import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { marketProfiles } from '../site/index.ts';
import { sessions } from './user.tables.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { DataRetention } from './session-retention.ts';

/** Issue 18 item 6: ended sessions are deleted once past their market's retention, and nothing else. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;

/** A session of `userId` that ended `daysAgo` days ago (revoked, or expired when `expired`). */
async function endedSession(userId: number, daysAgo: number, expired = false): Promise<Buffer> {
  const tokenHash = randomBytes(32);
  const endedAt = new Date(Date.now() - daysAgo * DAY_MS);
  await app.write((tx) =>
    tx.insert(sessions).values({
      tokenHash,
      userId,
      createdAt: new Date(endedAt.getTime() - DAY_MS),
      lastSeenAt: endedAt,
      expiresAt: expired ? endedAt : new Date(Date.now() + DAY_MS),
      revokedAt: expired ? null : endedAt,
    }),
  );
  return tokenHash;
}

const exists = async (tokenHash: Buffer) =>
  (await app.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).length === 1;

describe('data retention', () => {
  it('deletes sessions ended longer ago than the market keeps them, and keeps the rest', async () => {
    const player = await registerPlayer(app);
    const userId = player.user.userId as number;
    const old = await endedSession(userId, 400);
    const oldExpired = await endedSession(userId, 380, true);
    const recent = await endedSession(userId, 100);

    const retention = new DataRetention(app.database.db);
    expect(await retention.purgeSessions()).toBeGreaterThanOrEqual(2);
    expect(await exists(old)).toBe(false);
    expect(await exists(oldExpired)).toBe(false);
    expect(await exists(recent)).toBe(true);
    // The player's live session is never touched.
    expect(
      (await app.call({ method: 'GET', url: '/api/responsible', token: player.token })).body.status,
    ).toBe(0);

    // The operator shortens Brazil's retention to its minimum of 90 days: the 100-day-old one goes too.
    const [brazil] = await app.database.db.select().from(marketProfiles).where(eq(marketProfiles.id, 'br'));
    await app.write((tx) =>
      tx
        .update(marketProfiles)
        .set({ compliance: { ...(brazil?.compliance as object), retention: { sessionDays: 90 } } })
        .where(eq(marketProfiles.id, 'br')),
    );
    try {
      await retention.purgeSessions();
      expect(await exists(recent)).toBe(false);
    } finally {
      await app.write((tx) =>
        tx.update(marketProfiles).set({ compliance: brazil?.compliance }).where(eq(marketProfiles.id, 'br')),
      );
    }
  });

  it('looks once an hour from the worker', async () => {
    const retention = new DataRetention(app.database.db);
    let purges = 0;
    retention.purgeSessions = async () => {
      purges += 1;
      return 0;
    };
    await retention.tick(1_000);
    await retention.tick(1_000 + 59 * 60_000);
    await retention.tick(1_000 + 61 * 60_000);
    expect(purges).toBe(2);
  });
});
