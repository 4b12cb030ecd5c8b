import type { Db } from './db/client.ts';
import { seedDemoPromoCode } from './modules/auth/index.ts';
import { seedDemoCrashChains } from './modules/crash/index.ts';
import { seedDemoLobby } from './modules/design/index.ts';
import { seedCatalogue } from './modules/games/index.ts';
import { seedSandboxChannels, seedSandboxWithdrawLimits } from './modules/payments/index.ts';
import { seedDemoSwitches, seedSiteReference } from './modules/site/index.ts';
import { seedVipLadder } from './modules/vip/index.ts';

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
