import { randomInt } from 'node:crypto';

import {
  MONEY_RAIN_LIST_LIMIT,
  PUSH_EVENTS,
  SOCKET_EVENTS,
  type MoneyRainEvent,
  type RedPacket,
  type RewardDestination,
} from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { asBigint, asNumber, inTransaction, run, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { UserRow } from '../user/index.ts';
import type { Cashier } from '../wallet/index.ts';
import type { Campaigns } from './campaigns.ts';
import { rewardCurrency } from './reward-currency.ts';
import { identitiesOf, type RewardEngine, type RewardGranter } from './reward-engine.ts';
import { budgetOf, campaignById, recentRains } from './rewards.repo.ts';
import {
  CURRENT_RAIN,
  RAIN_FOR_GRAB,
  TAKE_PACKET,
  LOCK_PLAYER,
  HOLDS_PACKET,
  SET_PACKET_GRANT,
  START_DUE,
  END_DUE,
  END_CAMPAIGN,
  BUDGET_LEFT,
  INSERT_EVENT,
  INSERT_PACKETS,
} from './money-rain.repo.ts';
import { REWARDS_LEDGER } from './rewards.ledger.ts';

/**
 * Splits a pool into `packets` amounts of at least one minor unit each, at random (weights 1…1000), summing
 * exactly to the pool. Fixed when the rain is scheduled, so a packet's size never depends on who asks when.
 */
export function splitPool(
  poolMinor: bigint,
  packets: number,
  random = (max: number) => randomInt(1, max),
): bigint[] {
  if (poolMinor < BigInt(packets)) throw new ApiError('AMOUNT_INVALID', { message: 'RAIN_POOL_TOO_SMALL' });
  const weights = Array.from({ length: packets }, () => BigInt(random(1_001)));
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  // One unit each first, then the rest by weight; the rounding remainder goes to the first packets.
  const spread = poolMinor - BigInt(packets);
  const amounts = weights.map((weight) => 1n + (spread * weight) / total);
  let left = poolMinor - amounts.reduce((sum, amount) => sum + amount, 0n);
  for (let index = 0; left > 0n; index = (index + 1) % packets, left--) amounts[index]! += 1n;
  return amounts;
}

/**
 * Money rain (spec §4, `#moneyRain`, `site_redpack`): scheduled red-packet events announced live over the
 * socket. Each rain's pool is its own campaign's budget, funded from the house's bonus expense when it is
 * scheduled and split into packets then; a player catches one packet while the rain is live (market and
 * VIP level permitting), paid by the rewards engine; what nobody caught goes back when it ends.
 */
export class MoneyRain {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly cashier: Cashier,
    private readonly campaigns: Campaigns,
    private readonly engine: RewardEngine,
    private readonly granter: RewardGranter,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** The rain the player sees now (live, or the next within a day), or null. */
  async current(user: UserRow): Promise<RedPacket | null> {
    const [row] = await run(this.db, CURRENT_RAIN, [user.currencyId, user.id]);
    if (!row) return null;
    const decimals = (await this.site.currency(user.currencyId)).decimalLength;
    const offered = await this.engine.offers(user.id, 'money_rain');
    return {
      id: asNumber(row.id),
      siteConf: {
        startTime: new Date(row.starts_at as string | Date).getTime(),
        endTime: new Date(row.ends_at as string | Date).getTime(),
        minVipLevel: asNumber(row.min_vip_level),
      },
      status: row.status as RedPacket['status'],
      packets: asNumber(row.packets),
      remaining: asNumber(row.remaining),
      eligible: offered && user.vipLevel >= asNumber(row.min_vip_level),
      caught:
        row.caught === null || row.caught === undefined
          ? null
          : minorToNumber(asBigint(row.caught), decimals),
      paysTo: row.pays_to as RewardDestination,
    };
  }

  /** Catches one packet of a live rain: once per player and identity; refused once it ended or ran dry. */
  async grab(
    user: UserRow,
    eventId: number,
    browserId: string | undefined,
  ): Promise<{ amount: number; paysTo: RewardDestination }> {
    const decimals = (await this.site.currency(user.currencyId)).decimalLength;
    return inTransaction(this.db, async (tx) => {
      const [event] = await run(tx, RAIN_FOR_GRAB, [eventId, user.currencyId]);
      if (!event) throw new ApiError('NOT_FOUND', { message: 'RAIN_NOT_FOUND' });
      if (event.early) throw new ApiError('REWARD_UNAVAILABLE', { message: 'RAIN_NOT_STARTED' });
      if (event.over) throw new ApiError('REWARD_UNAVAILABLE', { message: 'RAIN_ENDED' });
      if (user.vipLevel < asNumber(event.min_vip_level)) {
        throw new ApiError('REWARD_UNAVAILABLE', { message: 'RAIN_VIP_REQUIRED' });
      }
      await run(tx, LOCK_PLAYER, [user.id]);
      if ((await run(tx, HOLDS_PACKET, [eventId, user.id])).length > 0)
        throw new ApiError('REWARD_ALREADY_CLAIMED');
      const [packet] = await run(tx, TAKE_PACKET, [eventId, user.id]);
      if (!packet) throw new ApiError('REWARD_BUDGET_SPENT', { message: 'RAIN_EMPTY' });
      const amountMinor = asBigint(packet.amount_minor);
      const grant = await this.granter.grant(tx, {
        userId: user.id,
        currencyId: user.currencyId,
        kind: 'money_rain',
        reference: `rain:${eventId}`,
        amountMinor,
        identities: identitiesOf(user, browserId),
        campaignId: asNumber(event.campaign_id),
      });
      await run(tx, SET_PACKET_GRANT, [eventId, packet.index, grant.id]);
      return { amount: minorToNumber(amountMinor, decimals), paysTo: grant.paysTo as RewardDestination };
    });
  }

  /**
   * Schedules a rain: a campaign of its own funded with the pool from the bonus expense, and the packets.
   * Audited. Returns the event id.
   */
  async schedule(
    operatorId: number,
    input: {
      currencyId: string;
      startsAt: number;
      durationSeconds: number;
      pool: unknown;
      packets: number;
      minVipLevel: number;
      paysTo: RewardDestination;
      wageringMultiplier: number;
    },
  ): Promise<number> {
    const currency = await rewardCurrency(this.site, input.currencyId);
    const parsed = parseAmount(input.pool, currency.decimalLength);
    if (!parsed.ok || parsed.minor <= 0n) throw new ApiError('AMOUNT_INVALID', { extra: { field: 'pool' } });
    const amounts = splitPool(parsed.minor, input.packets);
    const endsAt = input.startsAt + input.durationSeconds * 1_000;
    if (endsAt <= Date.now())
      throw new ApiError('INVALID_INPUT', { message: 'RAIN_IN_THE_PAST', extra: { field: 'startsAt' } });
    const campaign = await this.campaigns.create(operatorId, {
      kind: 'money_rain',
      name: `Money rain ${new Date(input.startsAt).toISOString()}`,
      currencyId: input.currencyId,
      paysTo: input.paysTo,
      wageringMultiplier: input.paysTo === 'cash' ? 0 : input.wageringMultiplier,
      expiryHours: 72,
      gameWeights: {},
      velocityPerHour: 10,
    });
    await this.campaigns.fund(operatorId, campaign.id, { amount: input.pool, reason: 'money rain pool' });
    return inTransaction(this.db, async (tx) => {
      const [event] = await run(tx, INSERT_EVENT, [
        campaign.id,
        input.currencyId,
        input.startsAt,
        endsAt,
        parsed.minor,
        input.packets,
        input.minVipLevel,
      ]);
      const eventId = asNumber(event?.id);
      await run(tx, INSERT_PACKETS, [eventId, `{${amounts.join(',')}}`]);
      await writeAudit(tx, {
        operatorId,
        action: 'money_rain.schedule',
        target: String(eventId),
        details: { ...input, pool: String(input.pool) },
      });
      return eventId;
    });
  }

  /** The latest rains by start, scheduled ones first, with what was caught (the operator's list). */
  async list(): Promise<MoneyRainEvent[]> {
    const [rows, book] = await Promise.all([
      recentRains(this.db, MONEY_RAIN_LIST_LIMIT),
      this.site.currencyBook(),
    ]);
    return rows.map((row) => {
      const decimals = book.decimals(row.currencyId);
      return {
        id: row.id,
        currencyId: row.currencyId,
        startsAt: row.startsAt.getTime(),
        durationSeconds: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 1_000),
        pool: minorToNumber(row.poolMinor, decimals),
        packets: row.packets,
        minVipLevel: row.minVipLevel,
        paysTo: row.paysTo,
        wageringMultiplier: row.wageringMultiplier,
        status: row.status,
        grabbed: row.grabbed,
        grabbedAmount: minorToNumber(row.grabbedMinor, decimals),
      };
    });
  }

  /** One turn of the worker: starts due rains (announced to everyone) and ends finished ones. */
  async tick(): Promise<void> {
    const started = await inTransaction(this.db, (tx) => run(tx, START_DUE, []));
    for (const row of started) {
      this.publisher.toEveryone(SOCKET_EVENTS.event, {
        type: 'event',
        data: {
          event: PUSH_EVENTS.moneyRain,
          extra: { id: asNumber(row.id), endTime: new Date(row.ends_at as string | Date).getTime() },
        },
      });
    }
    // Ends one rain per transaction: its leftovers go back to the bonus expense with its status.
    for (let ended = true; ended;) ended = await this.endOne();
  }

  private async endOne(): Promise<boolean> {
    return inTransaction(this.db, async (tx) => {
      const [event] = await run(tx, END_DUE, []);
      if (!event) return false;
      const campaign = await campaignById(tx, asNumber(event.campaign_id));
      await run(tx, END_CAMPAIGN, [campaign.id]);
      const [left] = await run(tx, BUDGET_LEFT, [campaign.budgetAccountId]);
      const leftover = asBigint(left?.balance_minor ?? 0);
      if (leftover > 0n) {
        await this.cashier.returnBudget(tx, await budgetOf(tx, this.cashier, campaign), {
          kind: REWARDS_LEDGER.kind.budget_return,
          reference: `rain:${String(event.id)}`,
          amountMinor: leftover,
          details: { campaignId: campaign.id },
        });
      }
      return true;
    });
  }
}
