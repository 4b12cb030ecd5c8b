import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';

import { commitServerSeed, randomHex } from '@casino/game-math';

import type { Queryable, Tx } from '../../db/client.ts';
import { fairnessSeeds } from './games.tables.ts';

export type SeedRow = typeof fairnessSeeds.$inferSelect;

/** A fresh server seed with its commitment, as the columns of the next seed. */
function freshNextSeed() {
  const nextServerSeed = randomHex(32);
  return { nextServerSeed, nextServerSeedHash: commitServerSeed(nextServerSeed) };
}

const activeOf = (owner: string) => and(eq(fairnessSeeds.owner, owner), isNull(fairnessSeeds.revealedAt));

/**
 * A new active pair: `serverSeed` (the committed next seed on a rotation, a fresh one for a first pair)
 * with `clientSeed`, and a fresh next seed committed alongside. When another pair is active already (a
 * concurrent first opening), that one is answered.
 */
async function insertSeed(tx: Tx, owner: string, serverSeed: string, clientSeed: string): Promise<SeedRow> {
  await tx
    .insert(fairnessSeeds)
    .values({
      owner,
      serverSeed,
      serverSeedHash: commitServerSeed(serverSeed),
      clientSeed,
      ...freshNextSeed(),
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(fairnessSeeds).where(activeOf(owner));
  if (!row) throw new Error(`no active seed pair for ${owner}`);
  return row;
}

/** The owner's active seed pair, if one was opened. */
export async function findActiveSeed(queryable: Queryable, owner: string): Promise<SeedRow | undefined> {
  const [row] = await queryable.select().from(fairnessSeeds).where(activeOf(owner));
  return row;
}

/**
 * The active pair with its next server seed committed. A pair opened before next seeds were kept gets one
 * here, lazily, exactly once: the update writes only while the column is still empty, so of two concurrent
 * readers the second (blocked on the row, then re-checking the condition) writes nothing, and both read
 * back the one seed committed.
 */
async function withNextSeed(tx: Tx, owner: string, row: SeedRow): Promise<SeedRow> {
  if (row.nextServerSeed !== null) return row;
  await tx
    .update(fairnessSeeds)
    .set(freshNextSeed())
    .where(
      and(
        eq(fairnessSeeds.id, row.id),
        isNull(fairnessSeeds.nextServerSeed),
        isNull(fairnessSeeds.revealedAt),
      ),
    );
  const active = await findActiveSeed(tx, owner);
  if (!active?.nextServerSeed) throw new Error(`no next server seed for ${owner}`);
  return active;
}

/** The owner's active seed pair and its next seed, opened on first use (both shown before any bet). */
export async function openActiveSeed(tx: Tx, owner: string): Promise<SeedRow> {
  const row = (await findActiveSeed(tx, owner)) ?? (await insertSeed(tx, owner, randomHex(32), randomHex(8)));
  return withNextSeed(tx, owner, row);
}

/**
 * The owner's active pair, locked for the transaction: a bet in flight holds it (taking its nonce) until
 * it commits, so whatever is checked after this lock sees that bet's round. When the pair read first is
 * rotated by another transaction while this one waits for the lock, the lock finds it revealed and takes
 * the pair that rotation opened (read again in a new statement, which sees it committed).
 */
export async function lockActiveSeed(tx: Tx, owner: string): Promise<SeedRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await openActiveSeed(tx, owner);
    const [row] = await tx.select().from(fairnessSeeds).where(activeOf(owner)).for('update');
    if (row?.nextServerSeed) return row;
  }
  throw new Error(`no active seed pair for ${owner}`);
}

/**
 * Reveals the active pair and promotes its committed next seed, the one whose hash was shown, to active
 * with `clientSeed`; a fresh next seed is committed for the pair after.
 */
export async function rotateSeed(tx: Tx, owner: string, clientSeed: string) {
  const current = await lockActiveSeed(tx, owner);
  const promoted = current.nextServerSeed;
  if (promoted === null) throw new Error(`seed pair ${current.id} has no next server seed`);
  const [revealed] = await tx
    .update(fairnessSeeds)
    .set({ revealedAt: new Date(), nextServerSeed: null })
    .where(and(eq(fairnessSeeds.id, current.id), isNull(fairnessSeeds.revealedAt)))
    .returning();
  if (!revealed) throw new Error(`seed pair ${current.id} was rotated concurrently`);
  const active = await insertSeed(tx, owner, promoted, clientSeed);
  if (active.serverSeed !== promoted) throw new Error(`seed pair ${active.id} is not the committed next one`);
  return { revealed, active };
}

export function revealedSeeds(queryable: Queryable, owner: string, pageNo: number, pageSize: number) {
  return queryable
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.owner, owner), isNotNull(fairnessSeeds.revealedAt)))
    .orderBy(desc(fairnessSeeds.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
}
