// The public face of the vip module: other modules import only what this file exports.

export { vipModule } from './vip.module.ts';
export { registerVipRoutes } from './vip.routes.ts';
export { seedDemoVipRewards, seedVipLadder } from './vip.seed.ts';
export { VipService } from './vip.service.ts';
export { vipLevels, vipRewards } from './vip.tables.ts';
