import { randomUUID } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';

import type { Campaign, CreateCampaignRequest, RewardDestination, RewardKind } from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { asBigint, asNumber, inTransaction, run, statement, type Db, type Tx } from '../../db/client.ts';
import { rewardCampaigns } from './rewards.tables.ts';
import { accounts } from '../wallet/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import { once } from '../wallet/index.ts';
import { budgetOf, campaignById, type CampaignRow } from './rewards.repo.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { REWARDS_LEDGER } from './rewards.ledger.ts';

const CAMPAIGN_GIVEN = statement(
  'rewards_campaign_given',
  `SELECT count(*)::int AS grants, coalesce(sum(amount_minor), 0)::bigint AS total
     FROM reward_grants WHERE campaign_id = $1 AND status <> 'FORFEITED'`,
);
const NEXT_CAMPAIGN_ID = statement(
  'rewards_next_campaign_id',
  `SELECT nextval(pg_get_serial_sequence('reward_campaigns', 'id')) AS id`,
);

/**
 * Campaigns: one per reward kind and currency is active at a time, and pays from its own budget account,
 * which the operator funds from the house's bonus expense. Nothing pays a reward without a campaign.
 */
export class Campaigns {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly cashier: Cashier,
  ) {}

  /**
   * Creates a campaign with an empty budget, active at once (the previous active one of its kind and
   * currency is paused: one campaign pays each kind at a time; money rains have one each). Audited.
   */
  async create(operatorId: number | null, input: CreateCampaignRequest): Promise<Campaign> {
    const decimals = await this.decimalsOf(input.currencyId);
    const maxBetMinor = input.maxBet === undefined ? null : this.amount(input.maxBet, decimals, 'maxBet');
    const amountMinor = input.amount === undefined ? null : this.amount(input.amount, decimals, 'amount');
    if (input.paysTo === 'cash' && input.wageringMultiplier > 0) {
      throw new ApiError('INVALID_INPUT', {
        message: 'CASH_REWARDS_HAVE_NO_WAGERING',
        extra: { field: 'wageringMultiplier' },
      });
    }
    const id = await inTransaction(this.db, async (tx) => {
      const [next] = await run(tx, NEXT_CAMPAIGN_ID, []);
      const campaignId = Number(next?.id);
      const budgetAccountId = await this.cashier.openBudget(tx, campaignId, input.currencyId);
      await tx
        .update(rewardCampaigns)
        .set({ status: 'PAUSED' })
        .where(
          sql`${rewardCampaigns.kind} <> 'money_rain' AND ${rewardCampaigns.kind} = ${input.kind} AND ${rewardCampaigns.currencyId} = ${input.currencyId} AND ${rewardCampaigns.status} = 'ACTIVE'`,
        );
      await tx.execute(sql`INSERT INTO reward_campaigns
          (id, kind, name, currency_id, budget_account_id, pays_to, wagering_multiplier, max_bet_minor,
           expiry_hours, game_weights, velocity_per_hour, amount_minor)
        OVERRIDING SYSTEM VALUE VALUES (${campaignId}, ${input.kind}, ${input.name}, ${input.currencyId},
          ${budgetAccountId}, ${input.paysTo}, ${input.wageringMultiplier}, ${maxBetMinor},
          ${input.expiryHours}, ${JSON.stringify(input.gameWeights)}::jsonb, ${input.velocityPerHour}, ${amountMinor})`);
      await writeAudit(tx, {
        operatorId,
        action: 'reward_campaign.create',
        target: String(campaignId),
        details: { ...input, maxBet: input.maxBet ?? null, amount: input.amount ?? null },
      });
      return campaignId;
    });
    return this.get(id);
  }

  /**
   * Moves money from the house's bonus expense into a campaign's budget, audited with its reason. A retry
   * with the same `requestId` moves nothing twice (the posting's reference is unique).
   */
  async fund(
    operatorId: number | null,
    campaignId: number,
    input: { amount: unknown; reason: string; requestId?: string | undefined },
  ): Promise<Campaign> {
    const { amount, reason, requestId } = input;
    const campaign = await campaignById(this.db, campaignId);
    const decimals = await this.decimalsOf(campaign.currencyId);
    const amountMinor = this.amount(amount, decimals, 'amount');
    const budget = await budgetOf(this.db, this.cashier, campaign);
    const reference = `campaign:${campaignId}:${requestId ?? randomUUID()}`;
    const work = async (tx: Tx) => {
      await this.cashier.fundBudget(tx, budget, {
        kind: REWARDS_LEDGER.kind.budget_fund,
        reference,
        amountMinor,
        details: { campaignId, reason },
      });
      await writeAudit(tx, {
        operatorId,
        action: 'reward_campaign.fund',
        target: String(campaignId),
        details: { amountMinor: amountMinor.toString(), reason },
      });
      return { reference };
    };
    await once(
      this.db,
      `fund:${operatorId ?? 0}`,
      reference,
      { campaignId, amount: amountMinor, reason },
      work,
    );
    return this.get(campaignId);
  }

  /** Pauses, resumes or ends a campaign (an ended one never pays again), audited. */
  async setStatus(
    operatorId: number | null,
    campaignId: number,
    status: Campaign['status'],
  ): Promise<Campaign> {
    const campaign = await campaignById(this.db, campaignId);
    if (campaign.status === 'ENDED' && status !== 'ENDED') {
      throw new ApiError('INVALID_INPUT', { message: 'CAMPAIGN_ENDED', extra: { field: 'status' } });
    }
    await inTransaction(this.db, async (tx) => {
      if (status === 'ACTIVE') {
        await tx
          .update(rewardCampaigns)
          .set({ status: 'PAUSED' })
          .where(
            sql`${rewardCampaigns.kind} <> 'money_rain' AND ${rewardCampaigns.kind} = ${campaign.kind} AND ${rewardCampaigns.currencyId} = ${campaign.currencyId} AND ${rewardCampaigns.status} = 'ACTIVE' AND ${rewardCampaigns.id} <> ${campaignId}`,
          );
      }
      await tx.update(rewardCampaigns).set({ status }).where(eq(rewardCampaigns.id, campaignId));
      await writeAudit(tx, {
        operatorId,
        action: 'reward_campaign.status',
        target: String(campaignId),
        details: { status },
      });
    });
    return this.get(campaignId);
  }

  async list(): Promise<Campaign[]> {
    const rows = await this.db.select().from(rewardCampaigns).orderBy(desc(rewardCampaigns.id)).limit(200);
    return Promise.all(rows.map((row) => this.present(row)));
  }

  async get(campaignId: number): Promise<Campaign> {
    return this.present(await campaignById(this.db, campaignId));
  }

  private async present(row: CampaignRow): Promise<Campaign> {
    const decimals = await this.decimalsOf(row.currencyId);
    const [budget] = await this.db
      .select({ balance: accounts.balanceMinor })
      .from(accounts)
      .where(eq(accounts.id, row.budgetAccountId));
    const [given] = await run(this.db, CAMPAIGN_GIVEN, [row.id]);
    return {
      id: row.id,
      kind: row.kind as RewardKind,
      name: row.name,
      currencyId: row.currencyId,
      paysTo: row.paysTo as RewardDestination,
      wageringMultiplier: row.wageringMultiplier,
      maxBet: row.maxBetMinor === null ? null : minorToNumber(row.maxBetMinor, decimals),
      expiryHours: row.expiryHours,
      gameWeights: row.gameWeights as Record<string, number>,
      velocityPerHour: row.velocityPerHour,
      amount: row.amountMinor === null ? null : minorToNumber(row.amountMinor, decimals),
      status: row.status as Campaign['status'],
      budget: minorToNumber(budget?.balance ?? 0n, decimals),
      granted: minorToNumber(asBigint(given?.total ?? 0), decimals),
      grants: asNumber(given?.grants ?? 0),
      createdAt: row.createdAt.getTime(),
    };
  }

  private async decimalsOf(currencyId: string): Promise<number> {
    const site = await this.site.get();
    const currency = site.currencies.find((item) => item.id === currencyId);
    if (!currency)
      throw new ApiError('INVALID_INPUT', { message: 'CURRENCY_INVALID', extra: { field: 'currencyId' } });
    return currency.decimalLength;
  }

  private amount(input: unknown, decimals: number, field: string): bigint {
    const parsed = parseAmount(input, decimals);
    if (!parsed.ok || parsed.minor <= 0n) {
      throw new ApiError('AMOUNT_INVALID', {
        extra: { field, reason: parsed.ok ? 'NOT_POSITIVE' : parsed.error },
      });
    }
    return parsed.minor;
  }
}
