import type { ServerModule } from '../../platform/house.ts';
import { beaconModule } from '../beacon/index.ts';
import { chatModule, type ChatModeration } from '../chat/index.ts';
import { gamesModule } from '../games/index.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { LotteryBets } from './lottery-bets.ts';
import { LotteryDraws } from './lottery-draws.ts';
import { LotteryRooms } from './lottery-rooms.ts';
import { LotteryLoop } from './lottery.loop.ts';
import { registerLotteryRoutes } from './lottery.routes.ts';
import { LOTTERY_LEDGER } from './lottery.ledger.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The lottery rooms: draws (the loop's work), bets and follows, rooms and their moderated chat. */
    lottery: { draws: LotteryDraws; bets: LotteryBets; rooms: LotteryRooms; moderation: ChatModeration };
  }
}

/** Lottery rooms: terms drawn on a timer by one process, bets, follows and each room's public chat. */
export const lotteryModule: ServerModule = {
  name: 'lottery',
  needs: [
    siteModule,
    userModule,
    operatorsModule,
    realtimeModule,
    walletModule,
    gamesModule,
    chatModule,
    beaconModule,
  ],
  setup(house) {
    const { http, db } = house;
    const { site, sessions, operators, realtime, cashier, admission, chatModeration, wallet, beacon } =
      house.services;
    wallet.book.register(LOTTERY_LEDGER);
    const parts = {
      db,
      site,
      cashier,
      publisher: realtime,
      beacon,
      beaconMaxWaitMs: house.config.BEACON_MAX_WAIT_MS,
    };
    const draws = new LotteryDraws(parts);
    const bets = new LotteryBets({ ...parts, admission });
    const rooms = new LotteryRooms({ ...parts, draws, bets, moderation: chatModeration });
    registerLotteryRoutes(http, { sessions, operators, rooms, bets, moderation: chatModeration });
    house.addLoop(
      'lottery draws',
      new LotteryLoop(house.database, draws, {
        tickMs: 1_000,
        onError: (error) => http.log.error({ err: error }, 'lottery loop turn failed'),
      }),
    );
    house.provide({ lottery: { draws, bets, rooms, moderation: chatModeration } });
  },
};
