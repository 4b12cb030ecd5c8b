import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { browserIds, sessions, users } from '../../db/schema.ts';

export async function insertSession(
  db: Db,
  session: {
    tokenHash: Buffer;
    userId: number;
    expiresAt: Date;
    ip: string;
    userAgent: string;
    device: string;
  },
) {
  await db.insert(sessions).values(session);
}

/** The session behind a token hash with its user, whatever its state (the caller decides what is live). */
export async function findSession(db: Db, tokenHash: Buffer) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** Slides a live session's expiry forward. */
export async function touchSession(db: Db, tokenHash: Buffer, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(db: Db, tokenHash: Buffer) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** The browser id already given to this visitor hash, or a new one. */
export async function upsertBrowserId(db: Db, newId: string, visitorHash: string | null) {
  if (visitorHash === null) {
    await db.insert(browserIds).values({ id: newId });
    return newId;
  }
  const [row] = await db
    .insert(browserIds)
    .values({ id: newId, visitorHash })
    .onConflictDoUpdate({ target: browserIds.visitorHash, set: { lastSeenAt: sql`now()` } })
    .returning({ id: browserIds.id });
  return row?.id ?? newId;
}
