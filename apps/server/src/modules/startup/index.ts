// The public face of the startup module: other modules import only what this file exports.

export { startupModule } from './startup.module.ts';
export { registerStartupRoutes } from './startup.routes.ts';
export { StartupService } from './startup.service.ts';
