import { LOTTERY_GAME_LIST } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { lotteryRooms } from './lottery.tables.ts';

/**
 * The demo site's rooms: each game at the period lengths its definition names (those the market plays
 * most), in the games' order, named after the game and the period ('Win Go 3 min').
 */
export const DEMO_LOTTERY_ROOMS = LOTTERY_GAME_LIST.flatMap((game) =>
  game.roomPeriods.map((periodSeconds) => ({
    gameId: game.id,
    periodSeconds,
    name: `${game.name} ${periodSeconds / 60} min`,
  })),
);

/** Opens the demo rooms on a site that has none yet. Idempotent. */
export async function seedDemoLotteryRooms(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ id: lotteryRooms.id }).from(lotteryRooms).limit(1);
    if (existing) return;
    await tx
      .insert(lotteryRooms)
      .values(DEMO_LOTTERY_ROOMS.map((room, index) => ({ ...room, sortOrder: index })));
  });
}
