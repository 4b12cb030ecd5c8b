// The public face of the activity module: other modules import only what this file exports.

export { activityModule } from './activity.module.ts';
export { registerActivityRoutes } from './activity.routes.ts';
export { ActivityTicker } from './activity.service.ts';
export { type ActivityPlay, type ActivityQuery, settledPlays } from './activity.sources.ts';
