import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import { commitServerSeed, randomHex } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import { fairnessSeeds } from '../../db/schema.ts';

export type SeedRow = typeof fairnessSeeds.$inferSelect;

/** A new seed pair: a fresh server seed, committed by its hash, and the player's (or a random) client seed. */
async function insertSeed(tx: Db, owner: string, clientSeed: string): Promise<SeedRow> {
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

/** The owner's active seed pair, opened on first use. */
export async function activeSeed(tx: Db, owner: string): Promise<SeedRow> {
  const [row] = await tx
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.owner, owner), isNull(fairnessSeeds.revealedAt)));
  return row ?? insertSeed(tx, owner, randomHex(8));
}

/** Takes the next nonce of the owner's active pair (one conditional UPDATE, so no two bets share one). */
export async function takeNonce(tx: Db, owner: string): Promise<{ seed: SeedRow; nonce: number }> {
  await activeSeed(tx, owner);
  const [seed] = await tx
    .update(fairnessSeeds)
    .set({ nextNonce: sql`${fairnessSeeds.nextNonce} + 1` })
    .where(and(eq(fairnessSeeds.owner, owner), isNull(fairnessSeeds.revealedAt)))
    .returning();
  if (!seed) throw new Error(`no active seed pair for ${owner}`);
  return { seed, nonce: seed.nextNonce - 1 };
}

/** Reveals the active pair and opens the next one with `clientSeed`. */
export async function rotateSeed(tx: Db, owner: string, clientSeed: string) {
  const current = await activeSeed(tx, owner);
  const [revealed] = await tx
    .update(fairnessSeeds)
    .set({ revealedAt: new Date() })
    .where(and(eq(fairnessSeeds.id, current.id), isNull(fairnessSeeds.revealedAt)))
    .returning();
  if (!revealed) throw new Error(`seed pair ${current.id} was rotated concurrently`);
  return { revealed, active: await insertSeed(tx, owner, clientSeed) };
}

export function seedById(db: Db, id: number) {
  return db
    .select()
    .from(fairnessSeeds)
    .where(eq(fairnessSeeds.id, id))
    .then((rows) => rows[0]);
}

export function revealedSeeds(db: Db, owner: string, pageNo: number, pageSize: number) {
  return db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.owner, owner), isNotNull(fairnessSeeds.revealedAt)))
    .orderBy(desc(fairnessSeeds.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
}
