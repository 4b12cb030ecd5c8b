import type { ServerModule } from '../../platform/house.ts';
import { actorResolver, gamesModule } from '../games/index.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { buildSportsbook, type Sportsbook } from './sportsbook.ts';
import { registerSportsRoutes } from './sports.routes.ts';
import { SPORTS_LEDGER } from './sports.ledger.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The sportsbook: its feed consumer, bets, cash-out, queries, operator actions and settings. */
    sports: Sportsbook;
  }
}

/** The sportsbook (issue 17): the feed's book, bets and cash-out, led by one process for the feed. */
export const sportsModule: ServerModule = {
  name: 'sports',
  needs: [siteModule, userModule, operatorsModule, realtimeModule, walletModule, gamesModule],
  setup(house) {
    const { http } = house;
    const { site, sessions, operators, realtime, cashier, admission, games, wallet } = house.services;
    wallet.book.register(SPORTS_LEDGER);
    const sportsbook = buildSportsbook({
      config: house.config,
      database: house.database,
      site,
      cashier,
      publisher: realtime,
      admission,
      onError: (error) => http.log.error({ err: error }, 'sports feed failed'),
      log: http.log,
    });
    registerSportsRoutes(http, {
      actorOf: actorResolver(sessions, () => games.queries.visitorCurrency()),
      operators,
      sports: sportsbook.parts,
      sandboxFeed: sportsbook.sandboxConsole,
    });
    if (sportsbook.loop) house.addLoop('sports feed', sportsbook.loop);
    house.provide({ sports: sportsbook });
  },
};
