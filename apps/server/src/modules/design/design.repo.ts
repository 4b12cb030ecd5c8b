import { and, desc, eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { designs } from '../../db/schema.ts';

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
