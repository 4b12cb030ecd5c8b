import { and, desc, eq, gt, lte, or } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { designDrafts, designs } from './design.tables.ts';

/** The newest published design version, or undefined when none was ever published. */
export async function findPublishedDesign(db: Queryable) {
  const [row] = await db
    .select()
    .from(designs)
    .where(eq(designs.status, 'PUBLISHED'))
    .orderBy(desc(designs.version))
    .limit(1);
  return row;
}

/** Stores a new published version; the previous ones stay for history and rollback. */
export async function insertPublishedDesign(
  tx: Tx,
  values: { theme: unknown; cacheKey: string; note: string; createdBy: string },
) {
  const [row] = await tx
    .insert(designs)
    .values({ ...values, status: 'PUBLISHED', publishedAt: new Date() })
    .returning();
  if (!row) throw new Error('design insert returned nothing');
  return row;
}

/** One published version with its theme, or undefined when no such version was published. */
export async function findDesignVersion(db: Queryable, version: number) {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.version, version), eq(designs.status, 'PUBLISHED')))
    .limit(1);
  return row;
}

/** Every version, newest first, without the theme bodies. */
export async function listDesignVersions(db: Queryable) {
  return db
    .select({
      version: designs.version,
      cacheKey: designs.cacheKey,
      status: designs.status,
      note: designs.note,
      createdBy: designs.createdBy,
      createdAt: designs.createdAt,
      publishedAt: designs.publishedAt,
    })
    .from(designs)
    .where(and(eq(designs.status, 'PUBLISHED')))
    .orderBy(desc(designs.version));
}

/** Opens an editing session on a copy of `theme`. */
export async function insertDesignDraft(
  tx: Tx,
  values: { tokenHash: Buffer; baseVersion: number; theme: unknown; createdBy: string; expiresAt: Date },
) {
  await tx.insert(designDrafts).values(values);
}

/** The editing session a token names, while it lasts. */
export async function findDesignDraft(db: Queryable, tokenHash: Buffer, now: Date) {
  const [row] = await db
    .select()
    .from(designDrafts)
    .where(and(eq(designDrafts.tokenHash, tokenHash), gt(designDrafts.expiresAt, now)))
    .limit(1);
  return row;
}

/** The session's row locked for a change (two designers' edits apply one after the other). */
export async function lockDesignDraft(tx: Tx, tokenHash: Buffer, now: Date) {
  const [row] = await tx
    .select()
    .from(designDrafts)
    .where(and(eq(designDrafts.tokenHash, tokenHash), gt(designDrafts.expiresAt, now)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateDesignDraft(tx: Tx, tokenHash: Buffer, theme: unknown) {
  await tx
    .update(designDrafts)
    .set({ theme, updatedAt: new Date() })
    .where(eq(designDrafts.tokenHash, tokenHash));
}

/** Ends a session (published) and drops the expired ones. */
export async function deleteDesignDraft(tx: Tx, tokenHash: Buffer, now: Date) {
  await tx
    .delete(designDrafts)
    .where(or(eq(designDrafts.tokenHash, tokenHash), lte(designDrafts.expiresAt, now)));
}
