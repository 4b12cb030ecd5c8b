import { eq, ilike, or, sql } from 'drizzle-orm';

import { asNumber, rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { users } from './user.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A users row as a raw statement returns it. */
export const userOf = (raw: Record<string, unknown>): UserRow => rowOf(users, raw);

/** How many players have registered (disabled accounts included: they registered too). */
export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function findUserById(db: Queryable, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserByUsername(db: Queryable, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByPhone(db: Queryable, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** The account that holds a CPF (eleven digits), if any: one account per CPF. */
export async function findUserByCpf(db: Queryable, cpf: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, cpf));
  return row;
}

export async function findUserByInviteCode(db: Queryable, inviteCode: string) {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, inviteCode));
  return row;
}

export async function insertUser(tx: Tx, user: NewUserRow) {
  const [row] = await tx.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Stores a new password hash (a reset by SMS code; the account area changes it through its own repo). */
export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Makes `phone` the player's phone, verified (a code sent to it was given back). */
export async function setVerifiedPhone(tx: Tx, userId: number, phone: string) {
  await tx.update(users).set({ phone, phoneChecked: true }).where(eq(users.id, userId));
}

const RAISE_VIP_LEVEL = statement(
  'user_raise_vip_level',
  'UPDATE users SET vip_level = $2 WHERE id = $1 AND vip_level < $2 RETURNING vip_level',
);

/** Raises a player's VIP level to `level` (never lowers it); the new level, or undefined when not raised. */
export async function raiseVipLevel(queryable: Queryable, userId: number, level: number) {
  const [raised] = await run(queryable, RAISE_VIP_LEVEL, [userId, level]);
  return raised ? asNumber(raised.vip_level) : undefined;
}

/** Operator search by user id, username or phone fragment, newest first. */
export async function searchUsers(db: Queryable, query: string, pageNo: number, pageSize: number) {
  const term = query.trim();
  const where =
    term === ''
      ? undefined
      : or(
          // A number too large for an id names no player (and would overflow the bigint comparison).
          /^\d+$/.test(term) && Number.isSafeInteger(Number(term)) ? eq(users.id, Number(term)) : undefined,
          ilike(users.username, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
          ilike(users.phone, `%${term.replace(/\D/g, '') || term}%`),
        );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${users.id} DESC`)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Sets (a date) or clears (null) a player's KYC standing, inside the caller's transaction. */
export async function setKycVerifiedAt(tx: Tx, userId: number, at: Date | null): Promise<void> {
  await tx.update(users).set({ kycVerifiedAt: at }).where(eq(users.id, userId));
}
