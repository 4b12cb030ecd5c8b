import { sql } from 'drizzle-orm';

import type { CreateCampaignRequest } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { rewardCampaigns } from './rewards.tables.ts';
import type { Campaigns } from './campaigns.ts';
import type { CheckinService } from './checkin.ts';
import type { InviteWheel } from './invite-wheel.ts';
import { seedMarketProfiles } from '../site/index.ts';

/** Per currency: the demo check-in campaign's budget, its maximum bet while wagering, and day-1 reward. */
const DEMO_CURRENCIES = [
  { currencyId: 'BRL', decimals: 2, budget: 100_000, maxBet: 50, unit: 1 },
  { currencyId: 'USD', decimals: 2, budget: 20_000, maxBet: 10, unit: 0.2 },
  { currencyId: 'IDR', decimals: 0, budget: 1_000_000_000, maxBet: 100_000, unit: 2_000 },
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
 * with its table, and funded VIP rakeback and level-up campaigns (cash) with the level-up rewards. Left alone where a campaign
 * of the kind exists already.
 */
export async function seedDemoRewards(
  db: Db,
  services: { campaigns: Campaigns; checkin: CheckinService; wheel: InviteWheel },
): Promise<void> {
  await seedMarketProfiles(db);
  for (const { currencyId, budget, maxBet, unit } of DEMO_CURRENCIES) {
    const existing = await db
      .select({ kind: rewardCampaigns.kind })
      .from(rewardCampaigns)
      .where(sql`${rewardCampaigns.currencyId} = ${currencyId}`);
    const has = (kind: string) => existing.some((row) => row.kind === kind);
    /** A campaign in this currency, funded with the demo budget. */
    const opened = async (input: Omit<CreateCampaignRequest, 'currencyId'>) => {
      const campaign = await services.campaigns.create(null, { ...input, currencyId });
      await services.campaigns.fund(null, campaign.id, { amount: budget, reason: 'demo budget' });
    };
    if (!has('checkin')) {
      await opened({
        kind: 'checkin',
        name: 'Daily check-in',
        paysTo: 'task_bonus',
        wageringMultiplier: 5,
        maxBet,
        expiryHours: 72,
        gameWeights: { crash: 50, aviator: 50 },
        velocityPerHour: 5,
      });
      await services.checkin.setTable(
        null,
        currencyId,
        LEVELS.map(({ vipLevel, factor }) => ({
          vipLevel,
          rewards: WEEK.map((units) => Math.round(units * unit * factor * 100) / 100),
        })),
      );
    }
    if (!has('invite_wheel')) {
      await opened({
        kind: 'invite_wheel',
        name: 'Invite wheel',
        paysTo: 'task_bonus',
        wageringMultiplier: 3,
        expiryHours: 168,
        gameWeights: {},
        velocityPerHour: 20,
      });
      await services.wheel.configure(null, {
        currencyId,
        segments: WHEEL.map(([weight, units]) => ({ weight, amount: round(units * unit) })),
        qualifyDeposit: round(10 * unit),
        qualifyWager: round(20 * unit),
      });
    }
    if (!has('register_promo')) {
      // The welcome bonus of a register promo code (enableRegisterPromoCode): 10 units, wagered 10×.
      await opened({
        kind: 'register_promo',
        name: 'Welcome bonus',
        paysTo: 'register_bonus',
        wageringMultiplier: 10,
        maxBet,
        expiryHours: 168,
        gameWeights: { crash: 50, aviator: 50 },
        velocityPerHour: 1,
        amount: round(10 * unit),
      });
    }
    if (!has('salary')) {
      await opened({
        kind: 'salary',
        name: 'Weekly salary',
        paysTo: 'cash',
        wageringMultiplier: 0,
        expiryHours: 24,
        gameWeights: {},
        velocityPerHour: 5,
      });
    }
    if (!has('rakeback')) {
      // Loyalty, earned by play: paid as cash, and offered under Brazil's profile too.
      await opened({
        kind: 'rakeback',
        name: 'VIP rakeback',
        paysTo: 'cash',
        wageringMultiplier: 0,
        expiryHours: 24,
        gameWeights: {},
        velocityPerHour: 20,
      });
    }
    if (!has('vip_level_up')) {
      await opened({
        kind: 'vip_level_up',
        name: 'VIP level-up',
        paysTo: 'cash',
        wageringMultiplier: 0,
        expiryHours: 24,
        gameWeights: {},
        velocityPerHour: 20,
      });
    }
  }
}

/** The demo wheel: [weight, prize in units]; an average spin pays 2.05 units. */
const WHEEL: readonly (readonly [number, number])[] = [
  [40, 0],
  [25, 1],
  [20, 2],
  [10, 5],
  [4, 10],
  [1, 50],
];

const round = (value: number) => Math.round(value * 100) / 100;
