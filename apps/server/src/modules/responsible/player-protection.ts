import type { ComplianceRules, LimitPeriod } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { isTransaction, type Queryable, type Tx } from '../../db/client.ts';
import type { PlayerClock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { ExclusionListUnavailable, type CentralExclusionList } from './central-exclusion-list.ts';
import type { StakeGuard, Wallet } from '../wallet/index.ts';
import { limitAt, type StoredLimit } from './limit-rules.ts';
import {
  decimalsOf,
  exclusionAt,
  lockProtection,
  moneyUsage,
  openDeposits,
  readProtection,
  saveLimit,
  saveRealityCheck,
  sessionSpans,
  storedLimits,
} from './responsible.repo.ts';
import { marketRulesOf } from '../user/index.ts';
import { MINUTE_MS, minutesWithin, periodsAt, PERIODS, usedOf, type Usage } from './protection-usage.ts';

/**
 * Enforcement of responsible gaming where the money moves (Lei 14.790/2023, Portaria SPA/MF 1.231/2024):
 * every real-money stake and deposit asks here first, inside the transaction that moves it. A player in
 * a time-out or self-exclusion, past a due reality check, or in a market without real money is refused;
 * one with limits is locked (their protection row, so two bets cannot both pass a limit that only one
 * fits) and measured against the ledger.
 */
/** Why a payment that arrived is sent back instead of credited. */
export type CreditRefusal = 'DEPOSIT_LIMIT' | 'EXCLUDED' | 'REAL_MONEY_UNAVAILABLE';

export class PlayerProtection implements StakeGuard {
  constructor(
    readonly clock: PlayerClock,
    /** The national self-exclusion list, where one is installed. */
    private readonly centralList?: CentralExclusionList,
  ) {}

  /**
   * Refuses a stake the player may not make now: EXCLUDED, REALITY_CHECK_REQUIRED,
   * REAL_MONEY_UNAVAILABLE; then LIMIT_REACHED for a loss, wager or session-time limit it would pass.
   */
  async admitStake(tx: Tx, wallet: Wallet, amountMinor: bigint): Promise<void> {
    if (!(await this.precheck(tx, wallet.userId))) return;
    await lockProtection(tx, wallet.userId);
    const { compliance } = await marketRulesOf(tx, wallet.userId);
    const now = this.clock.now(wallet.userId);
    const limits = (await storedLimits(tx, wallet.userId))
      .map((limit) => limitAt(limit, now))
      .filter((limit) => limit.kind !== 'deposit' && limit.value !== null);
    if (limits.length === 0) return;
    const usage = await this.usage(tx, wallet, compliance, limits);
    const periods = periodsAt(now, compliance.timeZone);
    for (const limit of limits) {
      const used = usedOf(usage, limit.kind, limit.period);
      const adds = limit.kind === 'session' ? 0n : amountMinor;
      // A session limit is reached when the time is used up; a money limit when this stake would pass it.
      const over =
        limit.kind === 'session' ? used >= (limit.value as bigint) : used + adds > (limit.value as bigint);
      if (over) await this.refuse(tx, limit, used, periods[limit.period].endsAt, wallet.currencyId);
    }
  }

  /**
   * Whether a stake needs the full check (the player has limits on play); throws for the refusals that
   * need no lock. Cheap: one read. The single-player games ask it before choosing their one-statement path.
   */
  async precheck(queryable: Queryable, userId: number): Promise<boolean> {
    const now = this.clock.now(userId);
    const protection = await readProtection(queryable, userId, now);
    if (!protection.realMoney) throw new ApiError('REAL_MONEY_UNAVAILABLE');
    if (protection.exclusionId !== null) await this.refuseExcluded(queryable, userId, now);
    if (protection.realityDueAt !== null && protection.realityDueAt <= now) {
      throw new ApiError('REALITY_CHECK_REQUIRED', { extra: { dueAt: protection.realityDueAt } });
    }
    return protection.limited;
  }

  /**
   * Refuses a deposit the player may not make: EXCLUDED, REAL_MONEY_UNAVAILABLE, or LIMIT_REACHED when
   * deposits this period, plus open orders (other than `orderId`), plus this one would pass a limit.
   * With a transaction, the player's protection row is locked first.
   */
  async admitDeposit(
    queryable: Queryable,
    wallet: Wallet,
    amountMinor: bigint,
    orderId?: string,
  ): Promise<void> {
    const now = this.clock.now(wallet.userId);
    const protection = await readProtection(queryable, wallet.userId, now);
    if (!protection.realMoney) throw new ApiError('REAL_MONEY_UNAVAILABLE');
    if (protection.exclusionId !== null) await this.refuseExcluded(queryable, wallet.userId, now);
    if (isTransaction(queryable)) await lockProtection(queryable, wallet.userId);
    const limits = (await storedLimits(queryable, wallet.userId))
      .map((limit) => limitAt(limit, now))
      .filter((limit) => limit.kind === 'deposit' && limit.value !== null);
    if (limits.length === 0) return;
    const { compliance } = await marketRulesOf(queryable, wallet.userId);
    const usage = await this.usage(queryable, wallet, compliance, limits, orderId);
    const periods = periodsAt(now, compliance.timeZone);
    for (const limit of limits) {
      const used = usedOf(usage, 'deposit', limit.period);
      if (used + amountMinor > (limit.value as bigint)) {
        await this.refuse(queryable, limit, used, periods[limit.period].endsAt, wallet.currencyId);
      }
    }
  }

  /**
   * Why money that arrived for a deposit order may not be credited now (a late webhook, an order that
   * expired meanwhile, a second order paid at once): limits hold on the money actually credited, at the
   * moment it is credited, so they count this period's credited deposits, not the orders. Null when it
   * may be credited; the caller sends the payment back otherwise. Locks the player's protection row.
   */
  async creditRefusal(tx: Tx, wallet: Wallet, amountMinor: bigint): Promise<CreditRefusal | null> {
    const now = this.clock.now(wallet.userId);
    const protection = await readProtection(tx, wallet.userId, now);
    if (!protection.realMoney) return 'REAL_MONEY_UNAVAILABLE';
    if (protection.exclusionId !== null) return 'EXCLUDED';
    await lockProtection(tx, wallet.userId);
    const limits = (await storedLimits(tx, wallet.userId))
      .map((limit) => limitAt(limit, now))
      .filter((limit) => limit.kind === 'deposit' && limit.value !== null);
    if (limits.length === 0) return null;
    const { compliance } = await marketRulesOf(tx, wallet.userId);
    const { money } = await this.usage(tx, wallet, compliance, limits);
    const over = limits.some(
      (limit) => money.deposited[limit.period] + amountMinor > (limit.value as bigint),
    );
    return over ? 'DEPOSIT_LIMIT' : null;
  }

  /**
   * Refuses a login of a player in a time-out or self-exclusion, or whose CPF is on the national
   * self-exclusion list (where the market asks for a CPF).
   */
  async admitLogin(queryable: Queryable, user: { id: number; cpf: string | null }): Promise<void> {
    const now = this.clock.now(user.id);
    if (await exclusionAt(queryable, user.id, now)) await this.refuseExcluded(queryable, user.id, now);
    const { compliance } = await marketRulesOf(queryable, user.id);
    await this.admitIdentity(user.cpf, compliance);
  }

  /**
   * Refuses a CPF on the national self-exclusion list (CENTRALLY_EXCLUDED) where the market identifies
   * players by CPF; when the list cannot be asked, refuses for now (EXCLUSION_LIST_UNAVAILABLE) rather
   * than let a listed player in on a guess.
   */
  async admitIdentity(cpf: string | null, compliance: ComplianceRules): Promise<void> {
    if (cpf === null || compliance.identity !== 'cpf' || !this.centralList) return;
    let listed: boolean;
    try {
      listed = await this.centralList.isListed(cpf);
    } catch (error) {
      if (error instanceof ExclusionListUnavailable) throw new ApiError('EXCLUSION_LIST_UNAVAILABLE');
      throw error;
    }
    if (listed) throw new ApiError('CENTRALLY_EXCLUDED');
  }

  /** A new session starts the reality check's clock (the player's interval, else the market's). */
  async startSession(tx: Tx, userId: number): Promise<void> {
    const [settings, { compliance }] = await Promise.all([
      lockProtection(tx, userId),
      marketRulesOf(tx, userId),
    ]);
    const minutes = settings.realityCheckMinutes ?? compliance.realityCheckMinutes;
    const now = this.clock.now(userId);
    await saveRealityCheck(tx, userId, {
      realityCheckDueAt: minutes === null ? null : now + minutes * MINUTE_MS,
      realityCheckFrom: now,
    });
  }

  /**
   * A new player's first session: the deposit limit chosen at sign-up (in force at once: nothing to
   * cool off from) and the reality check's clock.
   */
  async startRegistered(
    tx: Tx,
    userId: number,
    depositLimit: { period: LimitPeriod; minor: bigint } | null,
  ): Promise<void> {
    if (depositLimit) {
      await saveLimit(tx, userId, {
        kind: 'deposit',
        period: depositLimit.period,
        value: depositLimit.minor,
        pending: null,
      });
    }
    await this.startSession(tx, userId);
  }

  /** What the player used, measured for the given limits' kinds (ledger windows shifted to its clock). */
  async usage(
    queryable: Queryable,
    wallet: Wallet,
    compliance: ComplianceRules,
    limits: readonly StoredLimit[],
    excludingOrderId?: string,
  ): Promise<Usage> {
    const now = this.clock.now(wallet.userId);
    const periods = periodsAt(now, compliance.timeZone);
    const shift = this.clock.offsetMs(wallet.userId);
    const since = {
      day: periods.day.startsAt - shift,
      week: periods.week.startsAt - shift,
      month: periods.month.startsAt - shift,
    };
    const kinds = new Set(limits.map((limit) => limit.kind));
    const [money, spans, open] = await Promise.all([
      moneyUsage(
        queryable,
        {
          userId: wallet.userId,
          currencyId: wallet.currencyId,
          cash: wallet.accounts.cash,
          house: wallet.house.house,
        },
        since,
      ),
      kinds.has('session') ? sessionSpans(queryable, wallet.userId, Math.min(since.week, since.month)) : [],
      kinds.has('deposit') ? openDeposits(queryable, wallet.userId, wallet.currencyId, excludingOrderId) : 0n,
    ]);
    const sessionMinutes = Object.fromEntries(
      PERIODS.map((period) => [period, minutesWithin(spans, since[period], now - shift)]),
    ) as Record<LimitPeriod, number>;
    return { money, sessionMinutes, openDepositsMinor: open };
  }

  private async refuse(
    queryable: Queryable,
    limit: StoredLimit,
    used: bigint,
    resetsAt: number,
    currencyId: string,
  ): Promise<never> {
    const value = limit.value as bigint;
    const left = value > used ? value - used : 0n;
    const remaining =
      limit.kind === 'session' ? Number(left) : minorToNumber(left, await decimalsOf(queryable, currencyId));
    throw new ApiError('LIMIT_REACHED', {
      extra: { kind: limit.kind, period: limit.period, remaining, resetsAt },
    });
  }

  private async refuseExcluded(queryable: Queryable, userId: number, now: number): Promise<never> {
    const exclusion = await exclusionAt(queryable, userId, now);
    throw new ApiError('EXCLUDED', {
      extra: { kind: exclusion?.kind ?? 'timeout', endsAt: exclusion?.endsAt?.getTime() ?? null },
    });
  }
}
