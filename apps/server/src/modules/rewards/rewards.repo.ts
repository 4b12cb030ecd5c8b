import { and, asc, eq, inArray } from 'drizzle-orm';

import {
  CHECKIN_DAYS,
  complianceRulesSchema,
  REWARD_KINDS,
  type ComplianceRules,
  type RewardDestination,
  type RewardKind,
} from '@casino/contracts';

import { asBigint, asNumber, rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { checkinRewards, rewardCampaigns } from './rewards.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Budget, Cashier } from '../wallet/index.ts';

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

/** One row of a check-in table: a VIP level and the reward of each streak day (minor units). */
export interface CheckinTableRow {
  vipLevel: number;
  rewards: bigint[];
}

const CHECKIN_DAY_NUMBERS = Array.from({ length: CHECKIN_DAYS }, (_, index) => index + 1);

/** A currency's check-in table, lowest VIP level first; a day without a row pays 0. */
export async function checkinTableOf(queryable: Queryable, currencyId: string): Promise<CheckinTableRow[]> {
  const rows = await queryable
    .select()
    .from(checkinRewards)
    .where(and(eq(checkinRewards.currencyId, currencyId), inArray(checkinRewards.day, CHECKIN_DAY_NUMBERS)))
    .orderBy(asc(checkinRewards.vipLevel), asc(checkinRewards.day));
  const levels = new Map<number, bigint[]>();
  for (const row of rows) {
    const rewards = levels.get(row.vipLevel) ?? Array<bigint>(CHECKIN_DAYS).fill(0n);
    rewards[row.day - 1] = row.amountMinor;
    levels.set(row.vipLevel, rewards);
  }
  return [...levels].map(([vipLevel, rewards]) => ({ vipLevel, rewards }));
}

/** A currency's invite wheel: its segments in order round the wheel, and what qualifies an invitee. */
export interface WheelConfigRow {
  segments: { weight: number; amountMinor: bigint }[];
  qualifyDepositMinor: bigint;
  qualifyWagerMinor: bigint;
}

const WHEEL_CONFIG = statement('wheel_config', 'SELECT * FROM wheel_configs WHERE currency_id = $1');

/** The wheel of a currency, or undefined where none was set. */
export async function wheelConfigOf(
  queryable: Queryable,
  currencyId: string,
): Promise<WheelConfigRow | undefined> {
  const [row] = await run(queryable, WHEEL_CONFIG, [currencyId]);
  if (!row) return undefined;
  return {
    segments: (row.segments as { weight: number; amountMinor: string }[]).map((segment) => ({
      weight: segment.weight,
      amountMinor: BigInt(segment.amountMinor),
    })),
    qualifyDepositMinor: asBigint(row.qualify_deposit_minor),
    qualifyWagerMinor: asBigint(row.qualify_wager_minor),
  };
}

/** A money rain as the operator reviews it: what was scheduled and what was caught (minor units). */
export interface RainEventRow {
  id: number;
  currencyId: string;
  startsAt: Date;
  endsAt: Date;
  poolMinor: bigint;
  packets: number;
  minVipLevel: number;
  status: 'SCHEDULED' | 'LIVE' | 'ENDED';
  paysTo: RewardDestination;
  wageringMultiplier: number;
  grabbed: number;
  grabbedMinor: bigint;
}

const RECENT_RAINS = statement(
  'rain_recent',
  `SELECT e.id, e.currency_id, e.starts_at, e.ends_at, e.pool_minor, e.packets, e.min_vip_level, e.status,
          c.pays_to, c.wagering_multiplier, caught.grabbed, caught.grabbed_minor
     FROM rain_events e
     JOIN reward_campaigns c ON c.id = e.campaign_id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS grabbed, coalesce(sum(p.amount_minor), 0)::bigint AS grabbed_minor
         FROM rain_packets p WHERE p.event_id = e.id AND p.user_id IS NOT NULL) AS caught
    ORDER BY e.starts_at DESC, e.id DESC
    LIMIT $1`,
);

/** The latest rains by start (scheduled ones first, as they start last), at most `limit`. */
export async function recentRains(queryable: Queryable, limit: number): Promise<RainEventRow[]> {
  const rows = await run(queryable, RECENT_RAINS, [limit]);
  return rows.map((row) => ({
    id: asNumber(row.id),
    currencyId: String(row.currency_id),
    startsAt: new Date(row.starts_at as string | Date),
    endsAt: new Date(row.ends_at as string | Date),
    poolMinor: asBigint(row.pool_minor),
    packets: asNumber(row.packets),
    minVipLevel: asNumber(row.min_vip_level),
    status: row.status as RainEventRow['status'],
    paysTo: row.pays_to as RewardDestination,
    wageringMultiplier: asNumber(row.wagering_multiplier),
    grabbed: asNumber(row.grabbed),
    grabbedMinor: asBigint(row.grabbed_minor),
  }));
}
