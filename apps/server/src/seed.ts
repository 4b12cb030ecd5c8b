import type { Db } from './db/client.ts';
import type { Services } from './platform/house.ts';
import { ensureDemoPlayer, seedDemoPromoCode } from './modules/auth/index.ts';
import { DEFAULT_CRASH_TIMINGS, seedDemoCrashChains } from './modules/crash/index.ts';
import { seedDemoLobby } from './modules/design/index.ts';
import { seedCatalogue } from './modules/games/index.ts';
import { seedDemoLotteryRooms } from './modules/lottery/index.ts';
import { seedSandboxChannels, seedSandboxWithdrawLimits } from './modules/payments/index.ts';
import { seedDemoRewards } from './modules/rewards/index.ts';
import { marketRulesOfCountry, seedDemoSwitches, seedSiteReference } from './modules/site/index.ts';
import { seedDemoVipRewards, seedVipLadder } from './modules/vip/index.ts';

export { seedDemoCrashChains, seedDemoLobby, seedSandboxChannels, seedSandboxWithdrawLimits };

/**
 * Reference data every site starts from, written at every start (DEMO_SEED or not), each module its own:
 * languages, currencies, countries and the site (site), the VIP ladder (vip), the game catalogue with
 * default stake limits per currency (games). Idempotent: rows that exist are left as the operator changed them.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedSiteReference(db);
  await seedVipLadder(db);
  await seedCatalogue(db);
}

/** Demo content for `npm start`: switches that show the optional fields, counters and a promo code. */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedDemoSwitches(db);
  await seedDemoPromoCode(db);
}

/** What the demo seed reads of the configuration. */
export interface DemoSeedConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  SANDBOX_PROVIDERS: boolean;
}

/**
 * The whole demo of `npm start` (DEMO_SEED): switches and a promo code, sandbox channels and limits, the
 * lobby, crash chains announced with the next beacon round, funded reward campaigns, VIP rewards, lottery rooms and the demo player
 * (answered when just created). In production it is refused before anything is written while any country
 * of the site plays real money (`demoRefusal`): a known password and funded campaigns on a real market.
 */
export async function seedDemoSite(
  db: Db,
  services: Pick<Services, 'site' | 'catalogue' | 'design' | 'rewards' | 'cashier' | 'beacon'>,
  config: DemoSeedConfig,
): Promise<{ username: string; password: string } | undefined> {
  const refusal = await demoRefusal(db, services, config);
  if (refusal) throw new Error(refusal);
  await seedDemoContent(db);
  if (config.SANDBOX_PROVIDERS) await seedSandboxChannels(db);
  await seedSandboxWithdrawLimits(db);
  await seedDemoLobby(db);
  await seedDemoCrashChains(db, services.beacon, DEFAULT_CRASH_TIMINGS.chainLength);
  await Promise.all([services.catalogue.refresh(), services.design.refresh()]);
  await seedDemoRewards(db, services.rewards);
  await seedDemoVipRewards(db);
  await seedDemoLotteryRooms(db);
  return ensureDemoPlayer(db, services.cashier);
}

/**
 * Why the demo may not be seeded here, or undefined. Outside production it always may. In production it
 * may only where no country of the site plays real money (a country without a market profile does): the
 * demo player's password is public, its campaigns are funded.
 */
export async function demoRefusal(
  db: Db,
  services: Pick<Services, 'site'>,
  config: Pick<DemoSeedConfig, 'NODE_ENV'>,
): Promise<string | undefined> {
  if (config.NODE_ENV !== 'production') return undefined;
  const { countries } = await services.site.get();
  const realMoney: string[] = [];
  for (const country of countries) {
    if ((await marketRulesOfCountry(db, country.id)).realMoney) realMoney.push(country.id);
  }
  if (realMoney.length === 0) return undefined;
  return (
    `Refusing to seed the demo in production: ${realMoney.join(', ')} play real money. The demo player's ` +
    'password is public and its campaigns are funded; set DEMO_SEED=false (the default in production).'
  );
}
