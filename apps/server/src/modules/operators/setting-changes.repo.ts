import { and, asc, eq } from 'drizzle-orm';

import type { PendingSettingChange } from '@casino/contracts';

import type { Queryable, Tx } from '../../db/client.ts';
import { operators, siteSettingChanges } from './operators.tables.ts';

export type SettingChangeRow = typeof siteSettingChanges.$inferSelect;

/** The changes waiting for a second person, oldest first, with who proposed each. */
export async function pendingSettingChanges(db: Queryable): Promise<PendingSettingChange[]> {
  const rows = await db
    .select({ change: siteSettingChanges, proposedBy: operators.username })
    .from(siteSettingChanges)
    .innerJoin(operators, eq(operators.id, siteSettingChanges.proposedBy))
    .where(eq(siteSettingChanges.status, 'PENDING'))
    .orderBy(asc(siteSettingChanges.id));
  return rows.map(({ change, proposedBy }) => ({
    id: change.id,
    key: change.key as PendingSettingChange['key'],
    value: change.value as PendingSettingChange['value'],
    proposedBy,
    proposedAt: change.proposedAt.getTime(),
  }));
}

/** Proposes `value` for `key`: a change of the key still waiting is superseded by it. */
export async function proposeSettingChange(
  tx: Tx,
  change: { key: string; value: unknown; proposedBy: number },
): Promise<SettingChangeRow> {
  await tx
    .update(siteSettingChanges)
    .set({ status: 'SUPERSEDED', decidedBy: change.proposedBy, decidedAt: new Date() })
    .where(and(eq(siteSettingChanges.key, change.key), eq(siteSettingChanges.status, 'PENDING')));
  const [row] = await tx.insert(siteSettingChanges).values(change).returning();
  if (!row) throw new Error('insert into site_setting_changes returned no row');
  return row;
}

/** The change, locked until the caller's transaction ends (one decision each). */
export async function lockSettingChange(tx: Tx, id: number): Promise<SettingChangeRow | undefined> {
  const [row] = await tx.select().from(siteSettingChanges).where(eq(siteSettingChanges.id, id)).for('update');
  return row;
}

/** Records the decision on a change that was pending. */
export async function decideSettingChange(
  tx: Tx,
  id: number,
  decision: { status: 'APPLIED' | 'DISCARDED'; decidedBy: number },
): Promise<void> {
  await tx
    .update(siteSettingChanges)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(siteSettingChanges.id, id), eq(siteSettingChanges.status, 'PENDING')));
}

/** The changes an operator proposed stop counting (they were disabled or lost a role): VOID. */
export async function voidSettingChangesOf(tx: Tx, operatorId: number): Promise<void> {
  await tx
    .update(siteSettingChanges)
    .set({ status: 'VOID', decidedAt: new Date() })
    .where(and(eq(siteSettingChanges.proposedBy, operatorId), eq(siteSettingChanges.status, 'PENDING')));
}
