import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accounts, users, vipLevels } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Account kinds a player owns, one of each per currency. */
export const PLAYER_ACCOUNT_KINDS = ['cash', 'task_bonus', 'register_bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

export async function findUserById(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function findUserByInviteCode(db: Db, inviteCode: string) {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, inviteCode));
  return row;
}

export async function insertUser(db: Db, user: NewUserRow) {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Opens the player's accounts in their currency, all at zero. */
export async function openPlayerAccounts(db: Db, userId: number, currencyId: string) {
  await db.insert(accounts).values(PLAYER_ACCOUNT_KINDS.map((kind) => ({ userId, kind, currencyId })));
}

/** The player's balances in minor units per account kind (zero for a kind without an account). */
export async function playerBalances(db: Db, userId: number, currencyId: string) {
  const rows = await db
    .select({ kind: accounts.kind, balanceMinor: accounts.balanceMinor })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currencyId, currencyId)));
  const balances: Record<PlayerAccountKind, bigint> = { cash: 0n, task_bonus: 0n, register_bonus: 0n };
  for (const row of rows)
    if (row.kind in balances) balances[row.kind as PlayerAccountKind] = row.balanceMinor;
  return balances;
}

export function listVipLevels(db: Db) {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/** Operator search by user id, username or phone fragment, newest first. */
export async function searchUsers(db: Db, query: string, pageNo: number, pageSize: number) {
  const term = query.trim();
  const where =
    term === ''
      ? undefined
      : or(
          /^\d+$/.test(term) ? eq(users.id, Number(term)) : undefined,
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
