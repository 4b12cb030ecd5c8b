import { eq } from 'drizzle-orm';

import {
  complianceRulesSchema,
  REWARD_KINDS,
  type ComplianceRules,
  type RewardKind,
} from '@casino/contracts';

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
  compliance: ComplianceRules;
}

/** The compliance rules stored on a profile, defaults filling what is absent (or unreadable). */
export const complianceOf = (value: unknown): ComplianceRules => {
  const parsed = complianceRulesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : complianceRulesSchema.parse({});
};

/** A country without a profile: real money (as before profiles existed), no rewards, default rules. */
const NO_PROFILE: MarketRules = {
  profileId: null,
  realMoney: true,
  rewardKinds: new Set(),
  compliance: complianceOf({}),
};

const RULES_OF_USER = statement(
  'rewards_market_of_user',
  `SELECT p.id, p.real_money, p.reward_kinds, p.compliance FROM users u
     JOIN countries c ON c.id = u.country_id
     JOIN market_profiles p ON p.id = c.market_profile_id
    WHERE u.id = $1`,
);
const RULES_OF_COUNTRY = statement(
  'rewards_market_of_country',
  `SELECT p.id, p.real_money, p.reward_kinds, p.compliance FROM countries c
     JOIN market_profiles p ON p.id = c.market_profile_id
    WHERE c.id = $1`,
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
  return rulesOfRow((await run(queryable, RULES_OF_USER, [userId]))[0]);
}

/** The rules of a country's players (a registration's, before the player exists). */
export async function marketRulesOfCountry(queryable: Queryable, countryId: string): Promise<MarketRules> {
  return rulesOfRow((await run(queryable, RULES_OF_COUNTRY, [countryId]))[0]);
}

function rulesOfRow(row: Record<string, unknown> | undefined): MarketRules {
  if (!row) return NO_PROFILE;
  return {
    profileId: String(row.id),
    realMoney: Boolean(row.real_money),
    rewardKinds: new Set(rewardKindsOf(row.reward_kinds)),
    compliance: complianceOf(row.compliance),
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
