import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { gameCategories, games } from './games.tables.ts';

/** Enabled categories in lobby order. */
export async function listCategories(db: Db) {
  return db
    .select()
    .from(gameCategories)
    .where(eq(gameCategories.enabled, true))
    .orderBy(asc(gameCategories.sortOrder), asc(gameCategories.id));
}

/** Enabled games in lobby order. */
export async function listGames(db: Db) {
  return db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.sortOrder), asc(games.id));
}
