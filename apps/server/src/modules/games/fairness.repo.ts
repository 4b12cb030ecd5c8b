import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';

import { commitServerSeed, randomHex } from '@casino/game-math';

import type { Queryable, Tx } from '../../db/client.ts';
import { fairnessSeeds } from './games.tables.ts';

export type SeedRow = typeof fairnessSeeds.$inferSelect;

/** A new seed pair: a fresh server seed, committed by its hash, and the player's (or a random) client seed. */
async function insertSeed(tx: Tx, owner: string, clientSeed: string): Promise<SeedRow> {
  const serverSeed = randomHex(32);
  await tx
    .insert(fairnessSeeds)
    .values({ owner, serverSeed, serverSeedHash: commitServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.owner, owner), isNull(fairnessSeeds.revealedAt)));
  if (!row) throw new Error(`no active seed pair for ${owner}`);
  return row;
}

/** The owner's active seed pair, if one was opened. */
export async function findActiveSeed(queryable: Queryable, owner: string): Promise<SeedRow | undefined> {
  const [row] = await queryable
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.owner, owner), isNull(fairnessSeeds.revealedAt)));
  return row;
}

/** The owner's active seed pair, opened on first use (the commitment is shown before any bet). */
export async function openActiveSeed(tx: Tx, owner: string): Promise<SeedRow> {
  return (await findActiveSeed(tx, owner)) ?? insertSeed(tx, owner, randomHex(8));
}

/**
 * The owner's active pair, locked for the transaction: a bet in flight holds it (taking its nonce) until
 * it commits, so whatever is checked after this lock sees that bet's round.
 */
export async function lockActiveSeed(tx: Tx, owner: string): Promise<SeedRow> {
  await openActiveSeed(tx, owner);
  const [row] = await tx
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.owner, owner), isNull(fairnessSeeds.revealedAt)))
    .for('update');
  if (!row) throw new Error(`no active seed pair for ${owner}`);
  return row;
}

/** Reveals the active pair and opens the next one with `clientSeed`. */
export async function rotateSeed(tx: Tx, owner: string, clientSeed: string) {
  const current = await lockActiveSeed(tx, owner);
  const [revealed] = await tx
    .update(fairnessSeeds)
    .set({ revealedAt: new Date() })
    .where(and(eq(fairnessSeeds.id, current.id), isNull(fairnessSeeds.revealedAt)))
    .returning();
  if (!revealed) throw new Error(`seed pair ${current.id} was rotated concurrently`);
  return { revealed, active: await insertSeed(tx, owner, clientSeed) };
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
