import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { siteModule } from '../site/index.ts';
import { findUserById, userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { Campaigns } from './campaigns.ts';
import { CheckinService } from './checkin.ts';
import { InviteWheel } from './invite-wheel.ts';
import { MarketProfiles } from './market-profiles.ts';
import { MoneyRain } from './money-rain.ts';
import { RegisterPromo } from './register-promo.ts';
import { RewardEngine, RewardGranter } from './reward-engine.ts';
import { registerRewardRoutes } from './rewards.routes.ts';
import { Salary } from './salary.ts';
import { REWARDS_LEDGER } from './rewards.ledger.ts';

/** Market profiles, reward campaigns and their budgets, the rewards engine and every reward kind. */
export interface Rewards {
  markets: MarketProfiles;
  campaigns: Campaigns;
  engine: RewardEngine;
  granter: RewardGranter;
  checkin: CheckinService;
  moneyRain: MoneyRain;
  wheel: InviteWheel;
  salary: Salary;
}

declare module '../../platform/house.ts' {
  interface Services {
    rewards: Rewards;
  }
}

/**
 * Rewards: every reward is a posting from its campaign's budget after the player's market allows the kind;
 * check-in, money rain, the invite wheel, salaries and the register promo (paid when a player joins).
 */
export const rewardsModule: ServerModule = {
  name: 'rewards',
  needs: [siteModule, userModule, operatorsModule, realtimeModule, walletModule],
  setup(house) {
    const { db } = house;
    const { site, sessions, operators, realtime, cashier, wallet } = house.services;
    wallet.book.register(REWARDS_LEDGER);
    const campaigns = new Campaigns(db, site, cashier);
    const engine = new RewardEngine(db, site, cashier);
    const granter = new RewardGranter(cashier);
    const rewards: Rewards = {
      markets: new MarketProfiles(db),
      campaigns,
      engine,
      granter,
      checkin: new CheckinService(db, site, engine, granter),
      moneyRain: new MoneyRain(db, site, cashier, campaigns, engine, granter, realtime),
      wheel: new InviteWheel(db, site, engine, granter),
      salary: new Salary(db, site, engine, granter),
    };
    const registerPromo = new RegisterPromo(db, engine, granter);
    house.events.on('player.joined', async ({ userId, browserId }) => {
      const user = await findUserById(db, userId);
      if (user) await registerPromo.welcome(user, browserId);
    });
    registerRewardRoutes(house.http, { sessions, operators, ...rewards });
    house.addWork('money rain', () => rewards.moneyRain.tick());
    house.addWork('salaries', () => rewards.salary.tick());
    house.addWork('reward sweep', async () => {
      await engine.sweep();
    });
    house.provide({ rewards });
  },
};
