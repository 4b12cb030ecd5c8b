import type { ServerModule } from '../../platform/house.ts';
import { designModule } from '../design/index.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { BetAdmission } from './bet-admission.ts';
import { DealingSeeds } from './dealing-seeds.ts';
import { FairnessSeeds } from './fairness.service.ts';
import { GamesAdmin } from './games-admin.ts';
import { registerGamesAdminRoutes } from './games-admin.routes.ts';
import { registerGameRoutes } from './games.routes.ts';
import { GameCatalogueService } from './games.service.ts';
import { RoundBets } from './round-bets.ts';
import { OpenRoundCache } from './round-cache.ts';
import { RoundMoves } from './round-moves.ts';
import { RoundQueries } from './round-queries.ts';
import { registerRoundRoutes, type SinglePlayerGames } from './rounds.routes.ts';
import { GAMES_LEDGER } from './games.ledger.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The game catalogue the lobby lists; `refresh()` after seeding or an operator change. */
    catalogue: GameCatalogueService;
    /** Bet admission for every game: the catalogue's games and stake limits, cached. */
    admission: BetAdmission;
    /** The single-player games: bets, moves, reads, fairness seeds and demo play. */
    games: SinglePlayerGames;
  }
}

/** The catalogue, every game's stake limits, and the single-player games (bets, moves, seeds, demo). */
export const gamesModule: ServerModule = {
  name: 'games',
  needs: [siteModule, userModule, operatorsModule, realtimeModule, walletModule, designModule],
  async setup(house) {
    const { http, db, config } = house;
    const { site, sessions, operators, realtime, cashier, design, wallet } = house.services;
    wallet.book.register(GAMES_LEDGER);
    const catalogue = new GameCatalogueService(db);
    await catalogue.refresh();
    design.keyCatalogueWith(() => catalogue.cacheKey);
    const admission = new BetAdmission(db, site, config.CACHE_TTL_MS);
    const openRounds = new OpenRoundCache();
    const dealingSeeds = new DealingSeeds();
    const games: SinglePlayerGames = {
      bets: new RoundBets(db, admission, cashier, openRounds, dealingSeeds),
      moves: new RoundMoves(db, site, cashier, realtime, openRounds),
      queries: new RoundQueries(db, site, admission, cashier),
      fairness: new FairnessSeeds(db, dealingSeeds),
    };
    registerGameRoutes(http, { catalogue, design });
    registerRoundRoutes(http, { sessions, games });
    registerGamesAdminRoutes(http, { operators, admin: new GamesAdmin(db, site, admission, catalogue) });
    house.provide({ catalogue, admission, games });
  },
};
