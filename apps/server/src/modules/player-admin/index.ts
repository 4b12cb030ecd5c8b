// The public face of the player-admin module: other modules import only what this file exports.

export { playerAdminModule } from './player-admin.module.ts';
export { registerPlayerAdminRoutes } from './player-admin.routes.ts';
export { PlayerAdmin } from './player-admin.service.ts';
