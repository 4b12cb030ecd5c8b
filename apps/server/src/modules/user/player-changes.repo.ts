import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { sessions, users } from './user.tables.ts';
import type { UserRow } from './user.repo.ts';

// What other modules change of a player, each in the caller's transaction: the users and sessions tables
// are written here only (issue 32), so who may change a player's data is read in one file.

/** The player's own profile (account): nickname and avatar. */
export async function setProfile(tx: Tx, userId: number, profile: { nickname?: string; avatar?: string }) {
  if (profile.nickname === undefined && profile.avatar === undefined) return;
  await tx.update(users).set(profile).where(eq(users.id, userId));
}

/** A notice for this player moves the time the client plays the notice sound from (notices). */
export async function setNoticeTime(tx: Tx, userId: number, time: number): Promise<boolean> {
  const [user] = await tx
    .update(users)
    .set({ noticeUpdateTime: time })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return user !== undefined;
}

/**
 * Binds (a secret, its binding code's time step spent) or unbinds (null) the player's authenticator app
 * (two-factor, player desk). A new secret starts its own record of spent steps.
 */
export async function setTwoFactorSecret(
  tx: Tx,
  userId: number,
  secret: string | null,
  spentStep: number | null = null,
) {
  await tx
    .update(users)
    .set({ twoFactorSecret: secret, twoFactorLastStep: secret === null ? null : spentStep })
    .where(eq(users.id, userId));
}

/**
 * Takes an authenticator code's time step for the player's `secret`: only if it is later than the last one
 * taken and the secret is still theirs. Whether it was taken: of two requests with one code, one is.
 */
export async function takeTwoFactorStep(
  tx: Tx,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorSecret, secret),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Unbinds the app only while it is still `secret` (a concurrent change wins); whether it was unbound. */
export async function removeTwoFactorSecret(tx: Tx, userId: number, secret: string): Promise<boolean> {
  const removed = await tx
    .update(users)
    .set({ twoFactorSecret: null, twoFactorLastStep: null })
    .where(and(eq(users.id, userId), eq(users.twoFactorSecret, secret)))
    .returning({ id: users.id });
  return removed.length > 0;
}

/** Blocks or unblocks a player (player desk); a blocked player's sessions end with it. */
export async function setDisabled(tx: Tx, userId: number, disabled: boolean) {
  await tx.update(users).set({ disabled }).where(eq(users.id, userId));
}

/** A paid deposit: one more recharge, the first one's time kept (payments). */
export async function countRecharge(tx: Tx, userId: number) {
  await tx
    .update(users)
    .set({
      rechargeCount: sql`${users.rechargeCount} + 1`,
      firstRechargeAt: sql`coalesce(${users.firstRechargeAt}, now())`,
    })
    .where(eq(users.id, userId));
}

/** The player's row, locked until the caller's transaction ends (to change it consistently). */
export async function lockUser(tx: Tx, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

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

/** What proving a CPF the player's found: see proveCpf. */
export type CpfProof = 'own' | 'validated' | 'taken' | 'not-theirs';

/**
 * Proves `cpf` the player's, inside the caller's transaction (issue 33 #2): a credited deposit from an
 * account in that CPF, or a KYC approval, makes the CPF they claimed at registration theirs. Answers
 * `own` (validated already), `validated` (their claim, validated now), `taken` (their claim, but another
 * player proved it theirs first: it stays claimed) or `not-theirs` (neither their CPF nor their claim).
 * Two players proving one CPF at the same moment: the second meets the unique index and its transaction
 * fails (the payment webhook is retried, and then finds it taken).
 */
export async function proveCpf(tx: Tx, userId: number, cpf: string): Promise<CpfProof> {
  const [row] = await tx
    .select({ cpf: users.cpf, cpfClaimed: users.cpfClaimed })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.cpf === cpf) return 'own';
  if (row?.cpf !== null || row.cpfClaimed !== cpf) return 'not-theirs';
  const [validated] = await tx
    .update(users)
    .set({ cpf })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.cpf),
        sql`NOT EXISTS (SELECT 1 FROM ${users} AS other WHERE other.cpf = ${cpf})`,
      ),
    )
    .returning({ id: users.id });
  return validated ? 'validated' : 'taken';
}
