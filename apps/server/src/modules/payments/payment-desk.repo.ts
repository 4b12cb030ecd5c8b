import { asc, eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { paymentChannels, withdrawLimits } from './payments.tables.ts';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type WithdrawLimitRow = typeof withdrawLimits.$inferSelect;

/** Every channel, enabled or not, by currency and the order the deposit page shows them. */
export function allChannels(queryable: Queryable): Promise<ChannelRow[]> {
  return queryable
    .select()
    .from(paymentChannels)
    .orderBy(asc(paymentChannels.currencyId), asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function lockChannel(tx: Tx, id: string): Promise<ChannelRow | undefined> {
  const [row] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id)).for('update');
  return row;
}

/** Inserts a channel; undefined when one of that id exists. */
export async function insertChannel(
  tx: Tx,
  values: typeof paymentChannels.$inferInsert,
): Promise<ChannelRow | undefined> {
  const [row] = await tx.insert(paymentChannels).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateChannel(
  tx: Tx,
  id: string,
  values: Partial<typeof paymentChannels.$inferInsert>,
): Promise<ChannelRow> {
  const [row] = await tx.update(paymentChannels).set(values).where(eq(paymentChannels.id, id)).returning();
  if (!row) throw new Error(`payment channel ${id} vanished`);
  return row;
}

export function allWithdrawLimits(queryable: Queryable): Promise<WithdrawLimitRow[]> {
  return queryable.select().from(withdrawLimits).orderBy(asc(withdrawLimits.currencyId));
}

export async function lockWithdrawLimit(tx: Tx, currencyId: string): Promise<WithdrawLimitRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawLimits)
    .where(eq(withdrawLimits.currencyId, currencyId))
    .for('update');
  return row;
}

/** Writes a currency's withdrawal limits whole, creating the row the first time. */
export async function upsertWithdrawLimit(tx: Tx, values: WithdrawLimitRow): Promise<WithdrawLimitRow> {
  const { currencyId, ...rest } = values;
  const [row] = await tx
    .insert(withdrawLimits)
    .values(values)
    .onConflictDoUpdate({ target: withdrawLimits.currencyId, set: rest })
    .returning();
  if (!row) throw new Error(`withdraw limits of ${currencyId} were not written`);
  return row;
}
