// The public face of the design module: other modules import only what this file exports.

export { DEMO_DESIGN } from './demo-design.ts';
export { designModule } from './design.module.ts';
export { registerDesignRoutes } from './design.routes.ts';
export { seedDemoLobby } from './design.seed.ts';
export { DesignService, themeCacheKey } from './design.service.ts';
export { designs } from './design.tables.ts';
