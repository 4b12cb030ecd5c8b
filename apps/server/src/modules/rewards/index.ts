// The public face of the rewards module: other modules import only what this file exports.

export { Campaigns } from './campaigns.ts';
export { CheckinService } from './checkin.ts';
export { seedDemoRewards } from './demo-rewards.ts';
export { InviteWheel } from './invite-wheel.ts';
export { MoneyRain } from './money-rain.ts';
export { RegisterPromo } from './register-promo.ts';
export { identitiesOf, RewardEngine, RewardGranter } from './reward-engine.ts';
export { REWARDS_LEDGER } from './rewards.ledger.ts';
export { rewardsModule } from './rewards.module.ts';
export { registerRewardRoutes } from './rewards.routes.ts';
export { rewardCampaigns, rewardGrants } from './rewards.tables.ts';
export { Salary } from './salary.ts';
