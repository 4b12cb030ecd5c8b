// The public face of the games module: other modules import only what this file exports.

export { BetAdmission, type GameLimitsRow } from './bet-admission.ts';
export { DealingSeeds } from './dealing-seeds.ts';
export { moveDemoBalance } from './demo-wallet.repo.ts';
export { FairnessSeeds } from './fairness.service.ts';
export { actorResolver, demoStartMinor, type GameActor, playerOwner } from './game-actor.ts';
export { categoryIconPath, gameArtPath, generatedArt, renderArt } from './game-art.ts';
export { CATALOGUE_CATEGORIES, CATALOGUE_GAMES, gameNameKey } from './game-catalogue.ts';
export { registerGamesAdminRoutes } from './games-admin.routes.ts';
export { GamesAdmin } from './games-admin.ts';
export { GAMES_LEDGER } from './games.ledger.ts';
export { gamesModule } from './games.module.ts';
export { registerGameRoutes } from './games.routes.ts';
export { seedCatalogue } from './games.seed.ts';
export { GameCatalogueService } from './games.service.ts';
export { gameCategories, gameLimits, gameRounds, games } from './games.tables.ts';
export { ROUND_ACTIVITY } from './round-activity.ts';
export { RoundBets } from './round-bets.ts';
export { OpenRoundCache } from './round-cache.ts';
export { RoundMoves } from './round-moves.ts';
export { RoundQueries } from './round-queries.ts';
export { registerRoundRoutes, type SinglePlayerGames } from './rounds.routes.ts';
