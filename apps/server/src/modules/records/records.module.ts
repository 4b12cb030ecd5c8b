import type { ServerModule } from '../../platform/house.ts';
import { crashModule } from '../crash/index.ts';
import { gamesModule } from '../games/index.ts';
import { lotteryModule } from '../lottery/index.ts';
import { paymentsModule } from '../payments/index.ts';
import { sportsModule } from '../sports/index.ts';
import { userModule } from '../user/index.ts';
import { registerRecordRoutes } from './records.routes.ts';
import { RecordReader } from './records.service.ts';

/** A player's own records of every product (a round, a crash or lottery bet, a sports bet, an order). */
export const recordsModule: ServerModule = {
  name: 'records',
  needs: [userModule, gamesModule, crashModule, lotteryModule, sportsModule, paymentsModule],
  setup(house) {
    const { sessions, games, crash, lottery, sports, recharge, withdraw } = house.services;
    registerRecordRoutes(house.http, {
      sessions,
      records: new RecordReader({
        rounds: games.queries,
        crashGames: Object.values(crash),
        lottery: lottery.rooms,
        sports: sports.parts.queries,
        recharge,
        withdraw,
      }),
    });
  },
};
