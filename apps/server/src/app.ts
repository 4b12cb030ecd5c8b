import type { Redis } from 'ioredis';

import type { Database } from './db/client.ts';
import { accountModule } from './modules/account/index.ts';
import { activityModule } from './modules/activity/index.ts';
import { adminAppModule } from './modules/admin-app/index.ts';
import { authModule } from './modules/auth/index.ts';
import { backofficeReportsModule } from './modules/backoffice-reports/index.ts';
import { beaconModule } from './modules/beacon/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { crashModule } from './modules/crash/index.ts';
import { designModule } from './modules/design/index.ts';
import { filesModule } from './modules/files/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { i18nModule } from './modules/i18n/index.ts';
import { installModule } from './modules/install/index.ts';
import { kycModule } from './modules/kyc/index.ts';
import { lotteryModule } from './modules/lottery/index.ts';
import { noticesModule } from './modules/notices/index.ts';
import { operatorsModule } from './modules/operators/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { playerAdminModule } from './modules/player-admin/index.ts';
import { realtimeModule } from './modules/realtime/index.ts';
import { recordsModule } from './modules/records/index.ts';
import { responsibleModule } from './modules/responsible/index.ts';
import { rewardsModule } from './modules/rewards/index.ts';
import { siteModule } from './modules/site/index.ts';
import { smsModule } from './modules/sms/index.ts';
import { sportsModule } from './modules/sports/index.ts';
import { startupModule } from './modules/startup/index.ts';
import { staticAssetsModule } from './modules/static-assets/index.ts';
import { twoFactorModule } from './modules/two-factor/index.ts';
import { userModule } from './modules/user/index.ts';
import { vipModule } from './modules/vip/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { webAppModule } from './modules/web-app/index.ts';
import type { Config } from './platform/config.ts';
import { openHouse, type App } from './platform/open-house.ts';
import type { HouseOptions } from './platform/house.ts';

export type { App } from './platform/open-house.ts';

/**
 * The server's modules in the order they are set up: each takes the services of modules before it
 * (its `needs`, checked at start-up). The worker's steps run in this order too.
 */
export const MODULES = [
  siteModule,
  operatorsModule,
  i18nModule,
  smsModule,
  userModule,
  filesModule,
  beaconModule,
  realtimeModule,
  walletModule,
  twoFactorModule,
  noticesModule,
  authModule,
  accountModule,
  designModule,
  gamesModule,
  staticAssetsModule,
  paymentsModule,
  kycModule,
  responsibleModule,
  chatModule,
  crashModule,
  lotteryModule,
  sportsModule,
  rewardsModule,
  vipModule,
  activityModule,
  recordsModule,
  playerAdminModule,
  backofficeReportsModule,
  startupModule,
  installModule,
  adminAppModule,
  webAppModule,
] as const;

export interface AppDependencies extends HouseOptions {
  config: Config;
  database: Database;
  /** Shared counters and realtime fan-out across processes; in-process when absent. */
  redis?: Redis | undefined;
}

/** Builds the whole server from its modules; `main.ts` and the tests both call this. */
export async function buildApp({ config, database, redis, ...options }: AppDependencies): Promise<App> {
  return openHouse({ config, database, redis, options, modules: MODULES });
}
