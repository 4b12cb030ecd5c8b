import { eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { sportsSettings } from './sports.tables.ts';

export async function readSettings(queryable: Queryable): Promise<unknown> {
  const [row] = await queryable.select().from(sportsSettings).where(eq(sportsSettings.id, 1));
  return row?.settings;
}

export async function writeSettings(tx: Tx, settings: unknown): Promise<void> {
  await tx
    .insert(sportsSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: sportsSettings.id, set: { settings, updatedAt: new Date() } });
}
