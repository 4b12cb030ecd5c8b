import { themeInputSchema } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { DEMO_DESIGN } from './demo-design.ts';
import { themeCacheKey } from './design.service.ts';
import { designs } from './design.tables.ts';

/** The demo lobby design as version 1, when no design was ever published. Idempotent. */
export async function seedDemoLobby(db: Db): Promise<void> {
  const [existing] = await db.select({ version: designs.version }).from(designs).limit(1);
  if (existing) return;
  // Parsed first, so the stored theme and its key are exactly what a designer's publish would store.
  const theme = themeInputSchema.parse(DEMO_DESIGN);
  await inTransaction(db, (tx) =>
    tx.insert(designs).values({
      theme,
      cacheKey: themeCacheKey(theme),
      status: 'PUBLISHED',
      note: 'demo lobby',
      createdBy: 'seed',
      publishedAt: new Date(),
    }),
  );
}
