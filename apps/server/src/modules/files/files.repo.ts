import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema.ts';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export async function insertUploadedFile(db: Db, row: typeof uploadedFiles.$inferInsert): Promise<void> {
  await db.insert(uploadedFiles).values(row);
}

export async function findUploadedFile(db: Db, id: string): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row;
}
