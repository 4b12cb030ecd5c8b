// The public face of the sports module: other modules import only what this file exports.

export { type SportsQueries } from './sports-queries.ts';
export { SPORTS_LEDGER } from './sports.ledger.ts';
export { type SportsFeedLoop } from './sports.loop.ts';
export { sportsModule } from './sports.module.ts';
export { registerSportsRoutes } from './sports.routes.ts';
export { sportsBets } from './sports.tables.ts';
export { buildSportsbook, type Sportsbook } from './sportsbook.ts';
