import { and, asc, eq, inArray } from 'drizzle-orm';

import { CHECKIN_DAYS, type RewardDestination, type RewardKind } from '@casino/contracts';

import { asBigint, asNumber, rowOf, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import { checkinRewards, rewardCampaigns } from './rewards.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Budget, Cashier } from '../wallet/index.ts';

export type CampaignRow = typeof rewardCampaigns.$inferSelect;

const ACTIVE_CAMPAIGN = statement(
  'rewards_active_campaign',
  `SELECT * FROM reward_campaigns WHERE kind = $1 AND currency_id = $2 AND status = 'ACTIVE'`,
);

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
