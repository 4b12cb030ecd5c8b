import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ExclusionRequest,
  type LimitsRequest,
  type LimitView,
  type RealityCheckRequest,
  type RealityCheckSummary,
  type ResponsibleView,
} from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import type { CacheBus } from '../../platform/cache-bus.ts';
import { ApiError } from '../../platform/errors.ts';
import { GuessLimiter, IN_SESSION_GUESS_LIMITS } from '../../platform/guess-limiter.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { writeAudit } from '../operators/index.ts';
import { returnBalanceOnExclusion } from '../payments/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { changeLimit, limitAt, type StoredLimit } from './limit-rules.ts';
import type { PlayerProtection } from './player-protection.ts';
import { periodsAt, usedOf } from './protection-usage.ts';
import {
  exclusionAt,
  insertExclusion,
  lockProtection,
  moneyUsage,
  saveLimit,
  saveRealityCheck,
  settingsOf,
  storedLimits,
} from './responsible.repo.ts';
import { marketRulesOf } from '../user/index.ts';
import type { AuthenticatedPlayer } from '../user/index.ts';
import { revokeUserSessions } from '../user/index.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A month as an exclusion counts it: 30 days (a 6-month exclusion is 180 days, never less). */
const MONTH_MS = 30 * DAY_MS;

/**
 * The player's responsible-gaming tools (GET/POST /api/responsible…): their limits with what is used of
 * each, the reality check, and time-outs and self-exclusion. Enforcement lives in `PlayerProtection`.
 */
export class ResponsibleGaming {
  private readonly passwordGuesses: GuessLimiter;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly cashier: Cashier,
    private readonly protection: PlayerProtection,
    private readonly bus: CacheBus,
    attempts: AttemptCounter,
  ) {
    this.passwordGuesses = new GuessLimiter(attempts, 'exclusion', IN_SESSION_GUESS_LIMITS);
  }

  /** GET /api/responsible. */
  async view({ user }: AuthenticatedPlayer): Promise<ResponsibleView> {
    const clock = this.protection.clock;
    const now = clock.now(user.id);
    const [{ decimalLength }, { compliance }, wallet, stored, exclusion, settings] = await Promise.all([
      this.site.currency(user.currencyId),
      marketRulesOf(this.db, user.id),
      this.cashier.wallet(this.db, user.id, user.currencyId),
      storedLimits(this.db, user.id),
      exclusionAt(this.db, user.id, now),
      settingsOf(this.db, user.id),
    ]);
    const byKey = new Map(stored.map((limit) => [`${limit.kind}:${limit.period}`, limitAt(limit, now)]));
    const every: StoredLimit[] = LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map(
        (period) => byKey.get(`${kind}:${period}`) ?? { kind, period, value: null, pending: null },
      ),
    );
    const usage = await this.protection.usage(this.db, wallet, compliance, every);
    const periods = periodsAt(now, compliance.timeZone);
    const amount = (kind: string, value: bigint) =>
      kind === 'session' ? Number(value) : minorToNumber(value, decimalLength);
    const limits: LimitView[] = every.map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      value: limit.value === null ? null : amount(limit.kind, limit.value),
      used: amount(limit.kind, usedOf(usage, limit.kind, limit.period)),
      resetsAt: periods[limit.period].endsAt,
      pending: limit.pending
        ? {
            value: limit.pending.value === null ? null : amount(limit.kind, limit.pending.value),
            effectiveAt: limit.pending.effectiveAt,
          }
        : null,
    }));
    const intervalMinutes = settings?.realityCheckMinutes ?? compliance.realityCheckMinutes;
    const from = settings?.realityCheckFrom?.getTime() ?? now;
    return {
      currencyId: user.currencyId,
      limits,
      limitIncreaseHours: compliance.limitIncreaseHours,
      limitsAtRegistration: compliance.limitsAtRegistration,
      realityCheck: {
        intervalMinutes,
        dueAt: intervalMinutes === null ? null : (settings?.realityCheckDueAt?.getTime() ?? null),
        summary: await this.summary(wallet, from, now, decimalLength),
      },
      exclusion: exclusion
        ? {
            kind: exclusion.kind as 'timeout' | 'self_exclusion',
            startedAt: exclusion.startsAt.getTime(),
            endsAt: exclusion.endsAt?.getTime() ?? null,
          }
        : null,
    };
  }

  /**
   * POST /api/responsible/limits: a tighter limit applies at once; a raise or removal waits the market's
   * cooling-off (`limitIncreaseHours`). One transaction, with the player's protection row locked.
   */
  async setLimits(player: AuthenticatedPlayer, request: LimitsRequest): Promise<ResponsibleView> {
    const { user } = player;
    const { decimalLength } = await this.site.currency(user.currencyId);
    const wanted = request.limits.map((limit) => ({
      ...limit,
      minor: this.toStored(limit.kind, limit.value, decimalLength),
    }));
    await inTransaction(this.db, async (tx) => {
      await lockProtection(tx, user.id);
      const { compliance } = await marketRulesOf(tx, user.id);
      const now = this.protection.clock.now(user.id);
      const stored = new Map(
        (await storedLimits(tx, user.id)).map((limit) => [`${limit.kind}:${limit.period}`, limit]),
      );
      for (const limit of wanted) {
        const current = stored.get(`${limit.kind}:${limit.period}`) ?? {
          kind: limit.kind,
          period: limit.period,
          value: null,
          pending: null,
        };
        await saveLimit(
          tx,
          user.id,
          changeLimit(current, limit.minor, now, compliance.limitIncreaseHours * HOUR_MS),
        );
      }
    });
    return this.view(player);
  }

  /** POST /api/responsible/reality_check: the player's interval (null: the market's); the clock restarts. */
  async setRealityCheck(player: AuthenticatedPlayer, request: RealityCheckRequest): Promise<ResponsibleView> {
    const { user } = player;
    await inTransaction(this.db, async (tx) => {
      const settings = await lockProtection(tx, user.id);
      const { compliance } = await marketRulesOf(tx, user.id);
      const minutes = request.intervalMinutes ?? compliance.realityCheckMinutes;
      const now = this.protection.clock.now(user.id);
      await saveRealityCheck(tx, user.id, {
        realityCheckMinutes: request.intervalMinutes,
        realityCheckDueAt: minutes === null ? null : now + minutes * MINUTE_MS,
        realityCheckFrom: settings.realityFrom ?? now,
      });
    });
    return this.view(player);
  }

  /** POST /api/responsible/reality_check/ack: the player saw the check; play goes on until the next. */
  async acknowledge(player: AuthenticatedPlayer): Promise<ResponsibleView> {
    const { user } = player;
    await inTransaction(this.db, async (tx) => {
      const settings = await lockProtection(tx, user.id);
      const { compliance } = await marketRulesOf(tx, user.id);
      const minutes = settings.realityCheckMinutes ?? compliance.realityCheckMinutes;
      const now = this.protection.clock.now(user.id);
      // Only a check that is due is acknowledged: an early call does not push the next one back.
      if (settings.realityDueAt !== null && settings.realityDueAt > now) return;
      await saveRealityCheck(tx, user.id, {
        realityCheckDueAt: minutes === null ? null : now + minutes * MINUTE_MS,
        realityCheckFrom: settings.realityFrom ?? now,
      });
    });
    return this.view(player);
  }

  /**
   * POST /api/responsible/exclusion: a time-out or self-exclusion from now, which cannot be lifted early;
   * every session of the player ends in the same transaction, and every process forgets them.
   */
  async exclude(player: AuthenticatedPlayer, request: ExclusionRequest): Promise<void> {
    const { user } = player;
    const guess = await this.passwordGuesses.reserve(`id:${user.id}`);
    if (!(await verifyPassword(user.passwordHash, request.password))) {
      throw new ApiError('INVALID_CREDENTIALS', { message: 'PASSWORD_WRONG' });
    }
    await guess.succeeded();
    const now = this.protection.clock.now(user.id);
    const endsAt =
      request.kind === 'timeout'
        ? now + request.days * DAY_MS
        : request.months === null
          ? null
          : now + request.months * MONTH_MS;
    // The wallet opens outside the transaction (the cashier never opens one inside).
    const wallet = await this.cashier.wallet(this.db, user.id, user.currencyId);
    const ended = await inTransaction(this.db, async (tx) => {
      await lockProtection(tx, user.id);
      const exclusion = await insertExclusion(tx, {
        userId: user.id,
        kind: request.kind,
        startsAt: now,
        endsAt,
        source: 'player',
      });
      // A self-excluded player's cash is paid back to them; a time-out keeps it for their return.
      const payout =
        request.kind === 'self_exclusion'
          ? await returnBalanceOnExclusion(tx, this.cashier, wallet, user, exclusion.id)
          : null;
      await writeAudit(tx, {
        operatorId: null,
        action: `responsible.${request.kind}`,
        target: String(user.id),
        details: {
          exclusionId: exclusion.id,
          endsAt,
          ...(payout
            ? payout.orderId === null
              ? { balanceReturn: payout.reason }
              : {
                  balanceReturn: 'ORDERED',
                  withdrawOrderId: payout.orderId,
                  amountMinor: String(payout.amountMinor),
                }
            : {}),
        },
      });
      return revokeUserSessions(tx, user.id);
    });
    for (const tokenHash of ended) await this.bus.publish('session-revoked', tokenHash.toString('hex'));
  }

  /** Play since `from`: minutes, net result and wagered (major units). */
  private async summary(
    wallet: Wallet,
    from: number,
    now: number,
    decimalLength: number,
  ): Promise<RealityCheckSummary> {
    const since = from - this.protection.clock.offsetMs(wallet.userId);
    const usage = await moneyUsage(
      this.db,
      {
        userId: wallet.userId,
        currencyId: wallet.currencyId,
        cash: wallet.accounts.cash,
        house: wallet.house.house,
      },
      { day: since, week: since, month: since },
    );
    return {
      sessionStartedAt: from,
      minutesPlayed: Math.max(0, Math.floor((now - from) / MINUTE_MS)),
      netResult: minorToNumber(-usage.lost.day, decimalLength),
      wagered: minorToNumber(usage.wagered.day, decimalLength),
    };
  }

  private toStored(kind: string, value: number | null, decimalLength: number): bigint | null {
    if (value === null) return null;
    if (kind === 'session') return BigInt(value);
    const parsed = parseAmount(value, decimalLength);
    if (!parsed.ok)
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'limits', reason: parsed.error } });
    return parsed.minor;
  }
}
