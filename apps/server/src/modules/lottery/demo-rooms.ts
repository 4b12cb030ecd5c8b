import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { lotteryRooms } from './lottery.tables.ts';

/** The demo site's rooms: each game at the period lengths the market plays most. */
export const DEMO_LOTTERY_ROOMS = [
  { gameId: 'wingo', periodSeconds: 60, name: 'Win Go 1 min' },
  { gameId: 'wingo', periodSeconds: 180, name: 'Win Go 3 min' },
  { gameId: 'wingo', periodSeconds: 300, name: 'Win Go 5 min' },
  { gameId: 'wingo', periodSeconds: 600, name: 'Win Go 10 min' },
  { gameId: 'k3', periodSeconds: 60, name: 'K3 1 min' },
  { gameId: 'k3', periodSeconds: 180, name: 'K3 3 min' },
  { gameId: '5d', periodSeconds: 60, name: '5D 1 min' },
  { gameId: '5d', periodSeconds: 300, name: '5D 5 min' },
] as const;

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
