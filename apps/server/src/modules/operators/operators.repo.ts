import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { auditLog, operators, operatorSessions } from './operators.tables.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function countOperators(db: Queryable) {
  return (await db.select({ id: operators.id }).from(operators).limit(1)).length;
}

export async function findOperatorByUsername(db: Queryable, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function findOperatorById(db: Queryable, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export function listOperators(db: Queryable) {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export async function insertOperator(
  tx: Tx,
  operator: { username: string; passwordHash: string; roles: string[]; person: string; sponsors: string[] },
) {
  const [row] = await tx.insert(operators).values(operator).returning();
  if (!row) throw new Error('insert into operators returned no row');
  return row;
}

/** The account, locked until the caller's transaction ends (to change its roles and sponsors together). */
export async function lockOperator(tx: Tx, id: number) {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
}

export async function updateOperator(
  tx: Tx,
  id: number,
  changes: Partial<Pick<OperatorRow, 'roles' | 'disabled' | 'sponsors' | 'approvalsVoidBefore'>>,
) {
  const [row] = await tx.update(operators).set(changes).where(eq(operators.id, id)).returning();
  return row;
}

export async function setOperatorTotp(
  tx: Tx,
  id: number,
  changes: Partial<
    Pick<OperatorRow, 'totpSecret' | 'totpLastStep' | 'totpPendingSecret' | 'totpPendingExpiresAt'>
  >,
) {
  const [row] = await tx.update(operators).set(changes).where(eq(operators.id, id)).returning();
  return row;
}

/** Binds the pending secret while it is still the pending one (a second bind finds nothing), its code spent. */
export async function bindOperatorTotp(tx: Tx, id: number, pending: string, step: number) {
  const [row] = await tx
    .update(operators)
    .set({ totpSecret: pending, totpLastStep: step, totpPendingSecret: null, totpPendingExpiresAt: null })
    .where(and(eq(operators.id, id), eq(operators.totpPendingSecret, pending)))
    .returning();
  return row;
}

/**
 * Takes a TOTP code's time step for `secret`: only if it is later than the last one taken (and the secret
 * is still the operator's). Whether it was taken: of two requests with the same code, one is.
 */
export async function takeOperatorTotpStep(
  tx: Tx,
  id: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const taken = await tx
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, id),
        eq(operators.totpSecret, secret),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return taken.length > 0;
}

export async function insertOperatorSession(
  tx: Tx,
  session: { tokenHash: Buffer; operatorId: number; expiresAt: Date; ip: string },
) {
  await tx.insert(operatorSessions).values(session);
}

export async function findOperatorSession(db: Queryable, tokenHash: Buffer) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

export async function revokeOperatorSession(tx: Tx, tokenHash: Buffer) {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function revokeAllOperatorSessions(tx: Tx, operatorId: number) {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function writeAudit(
  tx: Tx,
  entry: { operatorId: number | null; action: string; target?: string; details?: Record<string, unknown> },
) {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
