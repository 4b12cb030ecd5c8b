import { desc, eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { crashChains, crashRounds } from './crash.tables.ts';

export type ChainRow = typeof crashChains.$inferSelect;

export async function latestChain(queryable: Queryable, gameId: string): Promise<ChainRow | undefined> {
  const [row] = await queryable
    .select()
    .from(crashChains)
    .where(eq(crashChains.gameId, gameId))
    .orderBy(desc(crashChains.id))
    .limit(1);
  return row;
}

export async function insertChain(tx: Tx, values: typeof crashChains.$inferInsert): Promise<ChainRow> {
  const [row] = await tx.insert(crashChains).values(values).returning();
  if (!row) throw new Error('insert into crash_chains returned no row');
  return row;
}

export async function chainById(queryable: Queryable, id: number): Promise<ChainRow | undefined> {
  const [row] = await queryable.select().from(crashChains).where(eq(crashChains.id, id));
  return row;
}

/** The chain, locked for this transaction (the salt lifecycle's changes). */
export async function lockChain(tx: Tx, id: number): Promise<ChainRow | undefined> {
  const [row] = await tx.select().from(crashChains).where(eq(crashChains.id, id)).for('update');
  return row;
}

export async function updateChain(
  tx: Tx,
  id: number,
  values: Pick<
    Partial<ChainRow>,
    'saltAnnouncement' | 'saltAnnouncedAt' | 'salt' | 'saltSetAt' | 'beaconRound' | 'beaconSignature'
  >,
): Promise<ChainRow> {
  const [row] = await tx.update(crashChains).set(values).where(eq(crashChains.id, id)).returning();
  if (!row) throw new Error(`crash chain ${id} vanished`);
  return row;
}

/** The latest chains of every crash game, newest first (the operators' list). */
export function recentChains(queryable: Queryable, limit: number): Promise<ChainRow[]> {
  return queryable.select().from(crashChains).orderBy(desc(crashChains.id)).limit(limit);
}

/** Whether any round was dealt from the chain. */
export async function chainHasRounds(queryable: Queryable, chainId: number): Promise<boolean> {
  const [row] = await queryable
    .select({ id: crashRounds.id })
    .from(crashRounds)
    .where(eq(crashRounds.chainId, chainId))
    .limit(1);
  return row !== undefined;
}
