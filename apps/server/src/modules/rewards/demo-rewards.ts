import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { rewardCampaigns } from '../../db/schema.ts';
import type { Campaigns } from './campaigns.ts';
import type { CheckinService } from './checkin.ts';
import { seedMarketProfiles } from './market-profiles.ts';

/** Per currency: the demo check-in campaign's budget, its maximum bet while wagering, and day-1 reward. */
const DEMO_CURRENCIES = [
  { currencyId: 'BRL', budget: 100_000, maxBet: 50, unit: 1 },
  { currencyId: 'USD', budget: 20_000, maxBet: 10, unit: 0.2 },
  { currencyId: 'IDR', budget: 1_000_000_000, maxBet: 100_000, unit: 2_000 },
] as const;

/** Day 1…7 of the week in units; VIP levels 3 and 6 get two and five times as much. */
const WEEK = [1, 1, 2, 2, 3, 3, 8];
const LEVELS = [
  { vipLevel: 0, factor: 1 },
  { vipLevel: 3, factor: 2 },
  { vipLevel: 6, factor: 5 },
];

/**
 * The demo's rewards: the market profiles (permissive for US, Brazil's loyalty-only, Indonesia's social
 * play), and in each currency a funded check-in campaign (task bonus, wagered 5×, crash games count half)
 * with its table. Left alone where a campaign of the kind exists already.
 */
export async function seedDemoRewards(
  db: Db,
  services: { campaigns: Campaigns; checkin: CheckinService },
): Promise<void> {
  await seedMarketProfiles(db);
  for (const { currencyId, budget, maxBet, unit } of DEMO_CURRENCIES) {
    const [existing] = await db
      .select({ id: rewardCampaigns.id })
      .from(rewardCampaigns)
      .where(sql`${rewardCampaigns.kind} = 'checkin' AND ${rewardCampaigns.currencyId} = ${currencyId}`);
    if (existing) continue;
    const campaign = await services.campaigns.create(null, {
      kind: 'checkin',
      name: 'Daily check-in',
      currencyId,
      paysTo: 'task_bonus',
      wageringMultiplier: 5,
      maxBet,
      expiryHours: 72,
      gameWeights: { crash: 50, aviator: 50 },
      velocityPerHour: 5,
    });
    await services.campaigns.fund(null, campaign.id, { amount: budget, reason: 'demo budget' });
    await services.checkin.setTable(
      null,
      currencyId,
      LEVELS.map(({ vipLevel, factor }) => ({
        vipLevel,
        rewards: WEEK.map((units) => Math.round(units * unit * factor * 100) / 100),
      })),
    );
  }
}
