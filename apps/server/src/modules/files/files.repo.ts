import { eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { uploadedFiles } from './files.tables.ts';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export async function insertUploadedFile(tx: Tx, row: typeof uploadedFiles.$inferInsert): Promise<void> {
  await tx.insert(uploadedFiles).values(row);
}

export async function findUploadedFile(db: Queryable, id: string): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row;
}
