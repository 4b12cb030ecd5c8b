import { and, eq } from 'drizzle-orm';

import { inTransaction, type Db, type Queryable } from '../../db/client.ts';
import { beaconRounds, beaconSandboxChain } from './beacon.tables.ts';

export type StoredRoundRow = typeof beaconRounds.$inferSelect;
export type SandboxChainRow = typeof beaconSandboxChain.$inferSelect;

/** A verified round of `chainHash`, if the server has kept it. */
export async function findStoredRound(
  queryable: Queryable,
  chainHash: string,
  round: number,
): Promise<StoredRoundRow | undefined> {
  const [row] = await queryable
    .select()
    .from(beaconRounds)
    .where(and(eq(beaconRounds.chainHash, chainHash), eq(beaconRounds.round, round)));
  return row;
}

/** Keeps a verified round; a round kept before (by another process) stays as it was. */
export async function keepRound(
  db: Db,
  row: Pick<StoredRoundRow, 'chainHash' | 'round' | 'signature' | 'randomness'>,
): Promise<void> {
  await inTransaction(db, (tx) => tx.insert(beaconRounds).values(row).onConflictDoNothing());
}

/**
 * The sandbox chain: the one kept, or `fresh` when there is none yet. Two processes starting together
 * both end with the row that was written first.
 */
export async function sandboxChainOrCreate(
  db: Db,
  fresh: () => Omit<SandboxChainRow, 'id' | 'createdAt'>,
): Promise<SandboxChainRow> {
  const [kept] = await db.select().from(beaconSandboxChain).where(eq(beaconSandboxChain.id, 1));
  if (kept) return kept;
  await inTransaction(db, (tx) =>
    tx
      .insert(beaconSandboxChain)
      .values({ id: 1, ...fresh() })
      .onConflictDoNothing(),
  );
  const [row] = await db.select().from(beaconSandboxChain).where(eq(beaconSandboxChain.id, 1));
  if (!row) throw new Error('the sandbox beacon chain was not kept');
  return row;
}
