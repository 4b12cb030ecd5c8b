import { sql } from 'drizzle-orm';

import { CRASH_GAME_IDS } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import type { BeaconService } from '../beacon/index.ts';
import { createChain } from './crash-chains.ts';
import { crashChains } from './crash.tables.ts';

/**
 * A demo hash chain for each crash game that has none, labelled demo. Like every chain its salt is the
 * randomness of a beacon round announced with it (no salt is made by the server), but the demo announces
 * the next round (delay 0, ~3 s on quicknet or the SANDBOX beacon) so `npm start` plays within seconds; a
 * site's chains wait CRASH_SALT_DELAY_MS. Idempotent.
 */
export async function seedDemoCrashChains(
  db: Db,
  beacon: BeaconService,
  chainLength: number,
  now = Date.now(),
): Promise<void> {
  for (const gameId of CRASH_GAME_IDS) {
    const [existing] = await db
      .select({ id: crashChains.id })
      .from(crashChains)
      .where(sql`${crashChains.gameId} = ${gameId}`)
      .limit(1);
    if (existing) continue;
    await inTransaction(db, (tx) =>
      createChain(tx, gameId, chainLength, { beacon, delayMs: 0, now, demo: true }),
    );
  }
}
