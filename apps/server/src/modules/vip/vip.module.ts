import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { rewardsModule } from '../rewards/index.ts';
import { siteModule } from '../site/index.ts';
import { userModule } from '../user/index.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { VipService } from './vip.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The VIP ladder, levels reached, level-up rewards and rakeback. */
    vip: VipService;
  }
}

/** The VIP ladder: levels from play and deposits, paid through the rewards engine. */
export const vipModule: ServerModule = {
  name: 'vip',
  needs: [siteModule, userModule, operatorsModule, rewardsModule],
  setup(house) {
    const { site, sessions, operators, rewards } = house.services;
    const vip = new VipService(house.db, site, rewards.engine, rewards.granter);
    registerVipRoutes(house.http, { sessions, operators, vip });
    house.addWork('vip levels', async () => {
      await vip.sweep();
    });
    house.provide({ vip });
  },
};
