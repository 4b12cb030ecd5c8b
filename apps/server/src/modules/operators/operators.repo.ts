import { and, asc, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { auditLog, operators, operatorSessions } from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function countOperators(db: Db) {
  return (await db.select({ id: operators.id }).from(operators).limit(1)).length;
}

export async function findOperatorByUsername(db: Db, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function findOperatorById(db: Db, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export function listOperators(db: Db) {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export async function insertOperator(
  db: Db,
  operator: { username: string; passwordHash: string; roles: string[] },
) {
  const [row] = await db.insert(operators).values(operator).returning();
  if (!row) throw new Error('insert into operators returned no row');
  return row;
}

export async function updateOperator(db: Db, id: number, changes: { roles?: string[]; disabled?: boolean }) {
  const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning();
  return row;
}

export async function insertOperatorSession(
  db: Db,
  session: { tokenHash: Buffer; operatorId: number; expiresAt: Date; ip: string },
) {
  await db.insert(operatorSessions).values(session);
}

export async function findOperatorSession(db: Db, tokenHash: Buffer) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

export async function revokeOperatorSession(db: Db, tokenHash: Buffer) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function revokeAllOperatorSessions(db: Db, operatorId: number) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function writeAudit(
  db: Db,
  entry: { operatorId: number | null; action: string; target?: string; details?: Record<string, unknown> },
) {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
