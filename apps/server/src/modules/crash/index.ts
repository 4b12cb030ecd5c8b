// The public face of the crash module: other modules import only what this file exports.

export { CRASH_ACTIVITY } from './crash-activity.ts';
export { createChain } from './crash-chains.ts';
export { registerCrashDeskRoutes } from './crash-desk.routes.ts';
export { CrashDesk } from './crash-desk.ts';
export { saltFromBeacon } from './crash-salts.ts';
export { CRASH_LEDGER } from './crash.ledger.ts';
export { CrashLoop } from './crash.loop.ts';
export { crashModule } from './crash.module.ts';
export { presentChain, publicName } from './crash.presenter.ts';
export { registerCrashRoutes } from './crash.routes.ts';
export { seedDemoCrashChains } from './crash.seed.ts';
export { CrashGame, DEFAULT_CRASH_TIMINGS } from './crash.service.ts';
export { crashChains, crashRounds } from './crash.tables.ts';
