import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { sessions, users } from '../user/index.ts';

/** The player's sessions that still work: not revoked, not expired; the most recently used first. */
export function liveSessions(queryable: Queryable, userId: number, now: Date) {
  return queryable
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}

/** Ends every live session of the player but `keep`; answers the token hashes it ended. */
export async function revokeOtherSessions(tx: Tx, userId: number, keep: Buffer): Promise<Buffer[]> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, keep)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((row) => row.tokenHash);
}

export async function updateUser(tx: Tx, userId: number, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}
