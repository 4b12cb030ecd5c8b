import {
  campaignSchema,
  checkinTableSchema,
  marketProfileSchema,
  moneyRainEventSchema,
  vipLadderSettingsSchema,
  wheelConfigSchema,
  type Campaign,
  type CheckinTable,
  type MarketProfile,
  type MarketProfileInput,
  type MoneyRainEvent,
  type VipLadderSettings,
  type WheelConfig,
  type campaignStatusRequestSchema,
  type checkinTableRequestSchema,
  type createCampaignRequestSchema,
  type fundCampaignRequestSchema,
  type scheduleRainRequestSchema,
  type vipLadderRequestSchema,
  type wheelConfigRequestSchema,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

/** What POST /api/operator/reward_campaigns takes. */
export type CreateCampaignBody = z.input<typeof createCampaignRequestSchema>;
/** What POST /api/operator/reward_campaigns/:id/fund takes. */
export type FundCampaignBody = z.input<typeof fundCampaignRequestSchema>;
/** A campaign's status as POST /api/operator/reward_campaigns/:id/status sets it. */
export type CampaignStatus = z.input<typeof campaignStatusRequestSchema>['status'];
/** What PUT /api/operator/checkin_table takes: one currency's whole table. */
export type CheckinTableBody = z.input<typeof checkinTableRequestSchema>;
/** What PUT /api/operator/vip_ladder takes: the whole ladder and its level-up rewards. */
export type VipLadderBody = z.input<typeof vipLadderRequestSchema>;
/** What PUT /api/operator/wheel takes: one currency's whole wheel. */
export type WheelConfigBody = z.input<typeof wheelConfigRequestSchema>;
/** What POST /api/operator/money_rain takes. */
export type ScheduleRainBody = z.input<typeof scheduleRainRequestSchema>;

const campaignsSchema = z.array(campaignSchema);
const rainIdSchema = z.object({ id: z.number().int() });

/** Query keys of this screen. */
export const rewardKeys = {
  campaigns: ['rewards', 'campaigns'] as const,
  markets: ['rewards', 'market-profiles'] as const,
  /** Every currency's check-in table; one currency's under it. */
  checkinTables: ['rewards', 'checkin-table'] as const,
  checkinTable: (currencyId: string) => ['rewards', 'checkin-table', currencyId] as const,
  vipLadder: ['rewards', 'vip-ladder'] as const,
  /** Every currency's wheel; one currency's under it. */
  wheels: ['rewards', 'wheel'] as const,
  wheel: (currencyId: string) => ['rewards', 'wheel', currencyId] as const,
  moneyRains: ['rewards', 'money-rains'] as const,
};

/** GET /api/operator/reward_campaigns: every campaign with its budget and status. */
export async function fetchCampaigns(): Promise<Campaign[]> {
  const { list } = await api('GET', '/reward_campaigns');
  return campaignsSchema.parse(list ?? []);
}

/** POST /api/operator/reward_campaigns (marketing): a new campaign, without budget until funded. */
export async function createCampaign(body: CreateCampaignBody): Promise<Campaign> {
  const { model } = await api('POST', '/reward_campaigns', { body });
  return campaignSchema.parse(model);
}

/** POST /api/operator/reward_campaigns/:id/fund (finance): moves money from the bonus expense to the budget. */
export async function fundCampaign(campaignId: number, body: FundCampaignBody): Promise<Campaign> {
  const { model } = await api('POST', `/reward_campaigns/${campaignId}/fund`, { body });
  return campaignSchema.parse(model);
}

/** POST /api/operator/reward_campaigns/:id/status (marketing): pauses, resumes or ends a campaign. */
export async function setCampaignStatus(campaignId: number, status: CampaignStatus): Promise<Campaign> {
  const { model } = await api('POST', `/reward_campaigns/${campaignId}/status`, { body: { status } });
  return campaignSchema.parse(model);
}

/** GET /api/operator/checkin_table (marketing): one currency's table as saved (no rows when none is). */
export async function fetchCheckinTable(currencyId: string): Promise<CheckinTable> {
  const { model } = await api('GET', '/checkin_table', { query: { currencyId } });
  return checkinTableSchema.parse(model);
}

/** PUT /api/operator/checkin_table (marketing): replaces one currency's check-in table. */
export async function saveCheckinTable(body: CheckinTableBody): Promise<void> {
  await api('PUT', '/checkin_table', { body });
}

/** GET /api/operator/vip_ladder (marketing): the ladder as saved, thresholds in the ladder's currency. */
export async function fetchVipLadder(): Promise<VipLadderSettings> {
  const { model } = await api('GET', '/vip_ladder');
  return vipLadderSettingsSchema.parse(model);
}

/** PUT /api/operator/vip_ladder (marketing): replaces the VIP ladder and its level-up rewards. */
export async function saveVipLadder(body: VipLadderBody): Promise<void> {
  await api('PUT', '/vip_ladder', { body });
}

/** GET /api/operator/wheel (marketing): one currency's wheel as saved (no segments when none is). */
export async function fetchWheel(currencyId: string): Promise<WheelConfig> {
  const { model } = await api('GET', '/wheel', { query: { currencyId } });
  return wheelConfigSchema.parse(model);
}

/** PUT /api/operator/wheel (marketing): replaces one currency's invite wheel. */
export async function saveWheel(body: WheelConfigBody): Promise<void> {
  await api('PUT', '/wheel', { body });
}

const moneyRainsSchema = z.array(moneyRainEventSchema);

/** GET /api/operator/money_rain (marketing): the scheduled, live and past rains, latest start first. */
export async function fetchMoneyRains(): Promise<MoneyRainEvent[]> {
  const { list } = await api('GET', '/money_rain');
  return moneyRainsSchema.parse(list ?? []);
}

/** POST /api/operator/money_rain (marketing): schedules a rain; its pool leaves the bonus expense at once. */
export async function scheduleMoneyRain(body: ScheduleRainBody): Promise<number> {
  const { model } = await api('POST', '/money_rain', { body });
  return rainIdSchema.parse(model).id;
}

const marketProfilesSchema = z.array(marketProfileSchema);

/** GET /api/operator/market_profiles: every market profile with its countries and rules. */
export async function fetchMarketProfiles(): Promise<MarketProfile[]> {
  const { list } = await api('GET', '/market_profiles');
  return marketProfilesSchema.parse(list ?? []);
}

/** PUT /api/operator/market_profiles (admin): creates or replaces one profile and moves its countries to it. */
export async function saveMarketProfile(body: MarketProfileInput): Promise<MarketProfile> {
  const { model } = await api('PUT', '/market_profiles', { body });
  return marketProfileSchema.parse(model);
}
