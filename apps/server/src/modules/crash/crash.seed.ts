import { sql } from 'drizzle-orm';

import { CRASH_GAME_IDS } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { createChain } from './crash-chains.ts';
import { crashChains } from './crash.tables.ts';

/**
 * A demo hash chain for each crash game that has none, salted at once by the server so the demo plays
 * without an operator, and labelled demo: a salt chosen with its chain proves nothing (DESIGN §4). A real
 * site's chains wait for an announced salt instead. Idempotent.
 */
export async function seedDemoCrashChains(db: Db, chainLength: number): Promise<void> {
  for (const gameId of CRASH_GAME_IDS) {
    const [existing] = await db
      .select({ id: crashChains.id })
      .from(crashChains)
      .where(sql`${crashChains.gameId} = ${gameId}`)
      .limit(1);
    if (existing) continue;
    await inTransaction(db, (tx) => createChain(tx, gameId, chainLength, { demo: true }));
  }
}
