import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { kycCases, kycDocuments } from './kyc.tables.ts';
import { users } from '../user/index.ts';

export type KycCaseRow = typeof kycCases.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export async function findCase(db: Queryable, userId: number): Promise<KycCaseRow | undefined> {
  const [row] = await db.select().from(kycCases).where(eq(kycCases.userId, userId));
  return row;
}

/** The player's case, created open when there is none yet, locked for the transaction. */
export async function lockCase(tx: Tx, userId: number): Promise<KycCaseRow> {
  await tx.insert(kycCases).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(kycCases).where(eq(kycCases.userId, userId)).for('update');
  if (!row) throw new Error(`kyc case of user ${userId} vanished`);
  return row;
}

/** Changes a case; with `submissionNo`, only while it is still that submission with its checks queued. */
export async function updateCase(
  tx: Tx,
  userId: number,
  changes: Partial<typeof kycCases.$inferInsert>,
  onlyQueuedSubmission?: number,
): Promise<KycCaseRow | undefined> {
  const [row] = await tx
    .update(kycCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      onlyQueuedSubmission === undefined
        ? eq(kycCases.userId, userId)
        : and(
            eq(kycCases.userId, userId),
            eq(kycCases.submissionNo, onlyQueuedSubmission),
            eq(kycCases.status, 'PENDING_REVIEW'),
            eq(kycCases.checkState, 'QUEUED'),
          ),
    )
    .returning();
  return row;
}

export async function insertDocument(tx: Tx, row: typeof kycDocuments.$inferInsert): Promise<void> {
  await tx.insert(kycDocuments).values(row);
}

export async function findDocument(db: Queryable, id: string): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

/** The documents in force of each player given: the latest upload of each kind. */
export async function currentDocuments(db: Queryable, userIds: readonly number[]): Promise<KycDocumentRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([kycDocuments.userId, kycDocuments.kind])
    .from(kycDocuments)
    .where(inArray(kycDocuments.userId, [...userIds]))
    .orderBy(kycDocuments.userId, kycDocuments.kind, desc(kycDocuments.createdAt), desc(kycDocuments.id));
}

/** The cases waiting for a review, oldest submission first, with the player's registered identity. */
export async function pendingCases(db: Queryable, pageNo: number, pageSize: number) {
  return db
    .select({
      kycCase: kycCases,
      username: users.username,
      fullName: users.fullName,
      cpf: sql<string | null>`coalesce(${users.cpf}, ${users.cpfClaimed})`,
      birthDate: users.birthDate,
    })
    .from(kycCases)
    .innerJoin(users, eq(users.id, kycCases.userId))
    .where(eq(kycCases.status, 'PENDING_REVIEW'))
    .orderBy(asc(kycCases.submittedAt), asc(kycCases.userId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
}

/** Submissions whose provider checks are queued and due again (after an outage). */
export async function dueChecks(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<{ userId: number; submissionNo: number; checkAttempts: number }[]> {
  return db
    .select({
      userId: kycCases.userId,
      submissionNo: kycCases.submissionNo,
      checkAttempts: kycCases.checkAttempts,
    })
    .from(kycCases)
    .where(
      and(
        eq(kycCases.status, 'PENDING_REVIEW'),
        eq(kycCases.checkState, 'QUEUED'),
        lte(kycCases.checkNextAt, now),
      ),
    )
    .orderBy(asc(kycCases.checkNextAt))
    .limit(limit);
}

/** How many cases wait for a review (the queue's total). */
export async function countPendingCases(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(kycCases)
    .where(eq(kycCases.status, 'PENDING_REVIEW'));
  return row?.count ?? 0;
}
