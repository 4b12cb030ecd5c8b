import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import { run, statement, type Queryable, type Tx } from '../../db/client.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { hashToken } from '../../platform/tokens.ts';
import { userOf } from './user.repo.ts';
import { browserIds, sessions, users } from './user.tables.ts';

export async function insertSession(
  tx: Tx,
  session: {
    tokenHash: Buffer;
    userId: number;
    expiresAt: Date;
    ip: string;
    userAgent: string;
    device: string;
  },
) {
  await tx.insert(sessions).values(session);
}

const FIND_SESSION = statement(
  'user_find_session',
  `SELECT s.expires_at, s.revoked_at, s.last_seen_at, u.*,
          (SELECT (p.compliance->>'idleLogoutMinutes')::int FROM market_profiles p
            WHERE p.id = COALESCE(u.market_profile_id,
                                  (SELECT c.market_profile_id FROM countries c WHERE c.id = u.country_id)))
            AS idle_logout_minutes
     FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1`,
);

/**
 * The session behind a token hash with its user, whatever its state (the caller decides what is live).
 * Read on every player call, so it is a prepared statement.
 */
export async function findSession(db: Queryable, tokenHash: Buffer) {
  const [row] = await run(db, FIND_SESSION, [tokenHash]);
  if (!row) return undefined;
  return {
    session: {
      expiresAt: row.expires_at as Date,
      revokedAt: (row.revoked_at as Date | null) ?? null,
      lastSeenAt: row.last_seen_at as Date,
      /** The player's market logs a session out after this many idle minutes (null: never). */
      idleLogoutMinutes:
        row.idle_logout_minutes === null || row.idle_logout_minutes === undefined
          ? null
          : Number(row.idle_logout_minutes),
    },
    user: userOf(row),
  };
}

/** Token hashes asked about at most in one query. */
const LIVE_BATCH = 500;

/**
 * Which of these sessions are live now: not revoked, not expired, their player not blocked (what open
 * sockets are checked against; the market's idle logout is the HTTP side's, on the player's next call).
 */
export async function liveSessionHashes(db: Queryable, tokenHashes: readonly Buffer[]): Promise<Buffer[]> {
  const live: Buffer[] = [];
  for (let start = 0; start < tokenHashes.length; start += LIVE_BATCH) {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes.slice(start, start + LIVE_BATCH)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          eq(users.disabled, false),
        ),
      );
    for (const row of rows) live.push(row.tokenHash);
  }
  return live;
}

/** Slides a live session's expiry forward. */
export async function touchSession(tx: Tx, tokenHash: Buffer, expiresAt: Date) {
  await tx
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(tx: Tx, tokenHash: Buffer) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of a player (a password reset); answers the token hashes it ended. */
export async function revokeUserSessions(tx: Tx, userId: number): Promise<Buffer[]> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((row) => row.tokenHash);
}

/** The browser id already given to this visitor hash, or a new one. */
export async function upsertBrowserId(tx: Tx, newId: string, visitorHash: string | null) {
  if (visitorHash === null) {
    await tx.insert(browserIds).values({ id: newId });
    return newId;
  }
  const [row] = await tx
    .insert(browserIds)
    .values({ id: newId, visitorHash })
    .onConflictDoUpdate({ target: browserIds.visitorHash, set: { lastSeenAt: sql`now()` } })
    .returning({ id: browserIds.id });
  return row?.id ?? newId;
}

/** A new session's row: the token only by its hash, sliding expiry, where it was opened from. */
const DAY_MS = 86_400_000;

export function sessionRow(token: string, userId: number, client: ClientInfo, idleDays: number) {
  return {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + idleDays * DAY_MS),
    ip: client.ip,
    userAgent: client.userAgent,
    device: client.device,
  };
}

/** Writes a new session for `token` in the caller's transaction (a login's or a registration's). */
export async function openSession(
  tx: Tx,
  session: { token: string; userId: number; client: ClientInfo; idleDays: number },
): Promise<void> {
  await insertSession(tx, sessionRow(session.token, session.userId, session.client, session.idleDays));
}
