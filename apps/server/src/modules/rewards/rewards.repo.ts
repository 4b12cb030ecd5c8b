import { eq } from 'drizzle-orm';

import { REWARD_KINDS, type RewardKind } from '@casino/contracts';

import { rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { rewardCampaigns } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Budget, Cashier } from '../wallet/cashier.ts';

export type CampaignRow = typeof rewardCampaigns.$inferSelect;

/** What a player's market allows (the profile of their registration country). */
export interface MarketRules {
  profileId: string | null;
  realMoney: boolean;
  rewardKinds: ReadonlySet<RewardKind>;
}

/** A country without a profile: real money (as before profiles existed) and no rewards at all. */
const NO_PROFILE: MarketRules = { profileId: null, realMoney: true, rewardKinds: new Set() };

const RULES_OF_USER = statement(
  'rewards_market_of_user',
  `SELECT p.id, p.real_money, p.reward_kinds FROM users u
     JOIN countries c ON c.id = u.country_id
     JOIN market_profiles p ON p.id = c.market_profile_id
    WHERE u.id = $1`,
);
const ACTIVE_CAMPAIGN = statement(
  'rewards_active_campaign',
  `SELECT * FROM reward_campaigns WHERE kind = $1 AND currency_id = $2 AND status = 'ACTIVE'`,
);

/** The reward kinds of a stored list (unknown names are dropped). */
export const rewardKindsOf = (value: unknown): RewardKind[] => {
  const list = Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',');
  return list.filter((kind): kind is RewardKind => (REWARD_KINDS as readonly string[]).includes(kind));
};

/** The rules a player lives under, read on the handle given (inside a reward's transaction too). */
export async function marketRulesOf(queryable: Queryable, userId: number): Promise<MarketRules> {
  const [row] = await run(queryable, RULES_OF_USER, [userId]);
  if (!row) return NO_PROFILE;
  return {
    profileId: String(row.id),
    realMoney: Boolean(row.real_money),
    rewardKinds: new Set(rewardKindsOf(row.reward_kinds)),
  };
}

/** Whether the market offers a kind: real money, and the kind in its profile. */
export const offers = (rules: MarketRules, kind: RewardKind) =>
  rules.realMoney && rules.rewardKinds.has(kind);

/** The active campaign of a kind in a currency. */
export async function activeCampaign(
  queryable: Queryable,
  kind: RewardKind,
  currencyId: string,
): Promise<CampaignRow | undefined> {
  const [row] = await run(queryable, ACTIVE_CAMPAIGN, [kind, currencyId]);
  return row ? rowOf(rewardCampaigns, row) : undefined;
}

/** A campaign by id, or NOT_FOUND. */
export async function campaignById(queryable: Queryable, campaignId: number): Promise<CampaignRow> {
  const [row] = await queryable.select().from(rewardCampaigns).where(eq(rewardCampaigns.id, campaignId));
  if (!row) throw new ApiError('NOT_FOUND', { message: 'CAMPAIGN_NOT_FOUND' });
  return row;
}

/** The budget a campaign pays from: its account, and the house's bonus expense (shard 0) that funds it. */
export async function budgetOf(
  queryable: Queryable | Tx,
  cashier: Cashier,
  campaign: CampaignRow,
): Promise<Budget> {
  const house = await cashier.houseOf(queryable, campaign.currencyId, 0);
  return {
    accountId: campaign.budgetAccountId,
    currencyId: campaign.currencyId,
    bonusExpense: house.bonus_expense,
  };
}
