import { createHash } from 'node:crypto';

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';

import type { WithdrawInfo, WithdrawOrder } from '@casino/contracts';
import { minorToNumber, parseAmount, toMinor } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import { auditLog, users, withdrawInfos, withdrawLimits, withdrawOrders } from '../../db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/site.service.ts';
import type { VerificationService } from '../sms/verification.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import type { UserRow } from '../user/user.repo.ts';
import { once, storedAnswer } from '../wallet/idempotency.ts';
import { houseAccountId, playerAccountId, postLedger } from '../wallet/ledger.ts';
import type { EventOutcome } from './recharge.service.ts';
import { recordProviderEvent } from './provider-events.repo.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';

type OrderRow = typeof withdrawOrders.$inferSelect;

/** The player-owned account that holds a withdrawal's money from request until payout or release. */
const HOLD = 'withdraw_hold';

/**
 * Withdrawals: the player's PIX destination, the rules a request must pass (pay maintenance, destination,
 * wagering, amount floored to the withdraw decimals, limits, KYC, two-factor, SMS code), the reserve of the
 * funds at request time, and the operator's review: approve pays out through the provider, reject (or a
 * failed payout) puts the money back. Every movement is one ledger posting in one transaction.
 */
export class WithdrawService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly verification: VerificationService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async info(userId: number): Promise<WithdrawInfo | null> {
    const [row] = await this.db.select().from(withdrawInfos).where(eq(withdrawInfos.userId, userId));
    return row
      ? {
          pixKeyType: row.pixKeyType as WithdrawInfo['pixKeyType'],
          pixKey: row.pixKey,
          holderName: row.holderName,
          cpf: row.cpf,
        }
      : null;
  }

  async saveInfo(userId: number, info: WithdrawInfo): Promise<WithdrawInfo> {
    const values = { userId, ...info, updatedAt: new Date() };
    await this.db
      .insert(withdrawInfos)
      .values(values)
      .onConflictDoUpdate({ target: withdrawInfos.userId, set: values });
    return info;
  }

  async rules(user: UserRow) {
    const currency = await this.site.currency(user.currencyId);
    const limits = await this.limits(user.currencyId);
    return {
      currencyId: user.currencyId,
      min: minorToNumber(limits.minMinor, currency.decimalLength),
      max: minorToNumber(limits.maxMinor, currency.decimalLength),
      withdrawDecimalLength: currency.withdrawDecimalLength,
      wageringRemaining: minorToNumber(user.depositForWithdrawMinor, currency.decimalLength),
      needsSmsCode: (await this.site.get()).switches.smsConfig.enableWithdraw,
      needsTwoFactor: user.twoFactorSecret !== null,
    };
  }

  /** Sends the withdraw confirmation code to the player's phone (when the site asks for one). */
  async sendCode(user: UserRow, ip: string): Promise<void> {
    if (!user.phone) throw new ApiError('PHONE_REQUIRED');
    await this.verification.send(
      user.phone,
      'withdraw',
      ip,
      (code) => `${code} is your withdrawal code. It expires in 10 minutes.`,
    );
  }

  async create(
    user: UserRow,
    input: {
      amount: unknown;
      requestId: string;
      smsCode?: string | undefined;
      googleCode?: string | undefined;
    },
  ): Promise<WithdrawOrder> {
    const site = await this.site.get();
    if (site.switches.payMaintenance) throw new ApiError('PAY_MAINTENANCE');
    const currency = await this.site.currency(user.currencyId);
    const parsed = parseAmount(input.amount, currency.decimalLength);
    if (!parsed.ok)
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'amount', reason: parsed.error } });
    // Withdrawals may use fewer decimals than the currency: the amount is floored to them (spec §5).
    const step = 10n ** BigInt(Math.max(0, currency.decimalLength - currency.withdrawDecimalLength));
    const amountMinor = toMinor((parsed.minor / step) * step);
    if (amountMinor <= 0n)
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'amount', reason: 'NOT_POSITIVE' } });

    const scope = `withdraw:${user.id}`;
    const params = { amountMinor };
    const earlier = await storedAnswer<WithdrawOrder>(this.db, scope, input.requestId, params);
    if (earlier) return earlier;

    const destination = await this.info(user.id);
    if (!destination) throw new ApiError('WITHDRAW_INFO_REQUIRED');
    if (user.depositForWithdrawMinor > 0n) {
      throw new ApiError('WAGERING_REQUIRED', {
        extra: { remaining: minorToNumber(user.depositForWithdrawMinor, currency.decimalLength) },
      });
    }
    const limits = await this.limits(user.currencyId);
    if (amountMinor < limits.minMinor) {
      throw new ApiError('AMOUNT_BELOW_MINIMUM', {
        extra: { min: minorToNumber(limits.minMinor, currency.decimalLength) },
      });
    }
    if (amountMinor > limits.maxMinor) {
      throw new ApiError('AMOUNT_ABOVE_MAXIMUM', {
        extra: { max: minorToNumber(limits.maxMinor, currency.decimalLength) },
      });
    }
    if (amountMinor >= limits.kycThresholdMinor && user.kycVerifiedAt === null)
      throw new ApiError('KYC_REQUIRED');
    await this.twoFactor.check(user, input.googleCode);
    if (site.switches.smsConfig.enableWithdraw) {
      if (!user.phone) throw new ApiError('PHONE_REQUIRED');
      if (input.smsCode === undefined) throw new ApiError('SMS_CODE_REQUIRED');
      await this.verification.consume(user.phone, 'withdraw', input.smsCode);
    }

    const id = `W${createHash('sha256').update(`${user.id}:${input.requestId}`).digest('hex').slice(0, 20).toUpperCase()}`;
    return once(this.db, scope, input.requestId, params, async (tx) => {
      await postLedger(tx, {
        kind: 'withdraw_reserve',
        reference: id,
        userId: user.id,
        currencyId: user.currencyId,
        lines: [
          {
            accountId: await playerAccountId(tx, user.id, 'cash', user.currencyId),
            amountMinor: -amountMinor,
          },
          { accountId: await playerAccountId(tx, user.id, HOLD, user.currencyId), amountMinor },
        ],
      });
      const [order] = await tx
        .insert(withdrawOrders)
        .values({
          id,
          userId: user.id,
          currencyId: user.currencyId,
          amountMinor,
          status: 'PENDING_REVIEW',
          destination,
          provider: limits.provider,
        })
        .returning();
      if (!order) throw new Error('insert into withdraw_orders returned no row');
      return this.present(order, currency.decimalLength);
    });
  }

  async list(userId: number, pageNo: number, pageSize: number) {
    const rows = await this.db
      .select()
      .from(withdrawOrders)
      .where(eq(withdrawOrders.userId, userId))
      .orderBy(desc(withdrawOrders.createdAt))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return Promise.all(
      rows.map(async (row) => this.present(row, (await this.site.currency(row.currencyId)).decimalLength)),
    );
  }

  /** The operators' review queue. */
  async queue(status: string, pageNo: number, pageSize: number) {
    const rows = await this.db
      .select({ order: withdrawOrders, username: users.username })
      .from(withdrawOrders)
      .innerJoin(users, eq(users.id, withdrawOrders.userId))
      .where(eq(withdrawOrders.status, status))
      .orderBy(withdrawOrders.createdAt)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return Promise.all(
      rows.map(async ({ order, username }) => ({
        ...this.present(order, (await this.site.currency(order.currencyId)).decimalLength),
        userId: order.userId,
        username,
        holderName: (order.destination as WithdrawInfo).holderName,
      })),
    );
  }

  /** Approves a pending withdrawal and asks the provider to pay it out. */
  async approve(operatorId: number, id: string, note?: string): Promise<WithdrawOrder> {
    const order = await this.db.transaction(async (tx) => {
      const locked = await this.lockOrder(tx, id, 'PENDING_REVIEW');
      const [updated] = await tx
        .update(withdrawOrders)
        .set({
          status: 'PROCESSING',
          reviewedBy: operatorId,
          reviewNote: note ?? null,
          reviewedAt: new Date(),
        })
        .where(eq(withdrawOrders.id, locked.id))
        .returning();
      return updated as OrderRow;
    });
    return this.present(
      await this.sendPayout(order),
      (await this.site.currency(order.currencyId)).decimalLength,
    );
  }

  /**
   * Approved withdrawals whose payout request never reached the provider (the process died between the
   * approval's commit and the call) are sent again; createPayout is idempotent per order id.
   */
  async resumePayouts(olderThanMs = 30_000): Promise<number> {
    const stuck = await this.db
      .select()
      .from(withdrawOrders)
      .where(
        and(
          eq(withdrawOrders.status, 'PROCESSING'),
          isNull(withdrawOrders.providerReference),
          lt(withdrawOrders.reviewedAt, new Date(Date.now() - olderThanMs)),
        ),
      )
      .limit(50);
    for (const order of stuck) await this.sendPayout(order);
    return stuck.length;
  }

  private async sendPayout(order: OrderRow): Promise<OrderRow> {
    const provider = this.providers.get(order.provider);
    if (!provider) throw new Error(`withdraw ${order.id} names unknown provider ${order.provider}`);
    const payout = await provider.createPayout({
      reference: order.id,
      amountMinor: order.amountMinor,
      currencyId: order.currencyId,
      destination: order.destination as WithdrawInfo,
    });
    const [withReference] = await this.db
      .update(withdrawOrders)
      .set({ providerReference: payout.providerReference })
      .where(eq(withdrawOrders.id, order.id))
      .returning();
    return withReference ?? order;
  }

  /** Rejects a pending withdrawal: the held money goes back to the player's cash. */
  async reject(operatorId: number, id: string, note?: string): Promise<WithdrawOrder> {
    const order = await this.db.transaction(async (tx) => {
      const locked = await this.lockOrder(tx, id, 'PENDING_REVIEW');
      await this.release(tx, locked);
      const [updated] = await tx
        .update(withdrawOrders)
        .set({
          status: 'REJECTED',
          reviewedBy: operatorId,
          reviewNote: note ?? null,
          reviewedAt: new Date(),
          settledAt: new Date(),
        })
        .where(eq(withdrawOrders.id, locked.id))
        .returning();
      return updated as OrderRow;
    });
    return this.present(order, (await this.site.currency(order.currencyId)).decimalLength);
  }

  /** A payout webhook: the held money leaves (succeeded) or returns to the player (failed), once. */
  async applyPayoutEvent(provider: string, event: ProviderEvent): Promise<EventOutcome> {
    return this.db.transaction(async (tx) => {
      if (!(await recordProviderEvent(tx, provider, event.id))) return 'duplicate';
      const [order] = await tx
        .select()
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.id, event.reference), eq(withdrawOrders.provider, provider)))
        .for('update');
      if (!order || order.status !== 'PROCESSING') return 'ignored';
      if (order.amountMinor !== event.amountMinor || order.currencyId !== event.currencyId) return 'ignored';
      if (event.type === 'payout.succeeded') {
        await postLedger(tx, {
          kind: 'withdraw_payout',
          reference: order.id,
          userId: order.userId,
          currencyId: order.currencyId,
          details: { providerReference: event.providerReference },
          lines: [
            {
              accountId: await playerAccountId(tx, order.userId, HOLD, order.currencyId),
              amountMinor: -order.amountMinor,
            },
            {
              accountId: await houseAccountId(tx, 'payment_clearing', order.currencyId),
              amountMinor: order.amountMinor,
            },
          ],
        });
        await tx
          .update(withdrawOrders)
          .set({ status: 'PAID', settledAt: new Date() })
          .where(eq(withdrawOrders.id, order.id));
        return 'credited';
      }
      await this.release(tx, order);
      await tx
        .update(withdrawOrders)
        .set({ status: 'FAILED', settledAt: new Date() })
        .where(eq(withdrawOrders.id, order.id));
      return 'closed';
    });
  }

  private async release(tx: Db, order: OrderRow): Promise<void> {
    await postLedger(tx, {
      kind: 'withdraw_release',
      reference: order.id,
      userId: order.userId,
      currencyId: order.currencyId,
      lines: [
        {
          accountId: await playerAccountId(tx, order.userId, HOLD, order.currencyId),
          amountMinor: -order.amountMinor,
        },
        {
          accountId: await playerAccountId(tx, order.userId, 'cash', order.currencyId),
          amountMinor: order.amountMinor,
        },
      ],
    });
  }

  private async lockOrder(tx: Db, id: string, status: string): Promise<OrderRow> {
    const [order] = await tx.select().from(withdrawOrders).where(eq(withdrawOrders.id, id)).for('update');
    if (!order) throw new ApiError('ORDER_NOT_FOUND');
    if (order.status !== status)
      throw new ApiError('ORDER_STATE_CHANGED', { extra: { status: order.status } });
    return order;
  }

  private async limits(currencyId: string) {
    const [row] = await this.db
      .select()
      .from(withdrawLimits)
      .where(eq(withdrawLimits.currencyId, currencyId));
    if (!row) throw new ApiError('PAY_MAINTENANCE', { message: 'WITHDRAW_NOT_OFFERED' });
    return row;
  }

  private present(order: OrderRow, decimalLength: number): WithdrawOrder {
    const destination = order.destination as WithdrawInfo;
    return {
      id: order.id,
      amount: minorToNumber(order.amountMinor, decimalLength),
      currencyId: order.currencyId,
      status: order.status as WithdrawOrder['status'],
      pixKeyType: destination.pixKeyType,
      pixKey: destination.pixKey,
      createdAt: order.createdAt.getTime(),
    };
  }
}

/** Back-office adjustments of a player's withdrawal standing, each with an audit line. */
export async function setPlayerWithdrawStanding(
  db: Db,
  site: SiteService,
  operatorId: number,
  input: { userId: number; wageringRemaining?: unknown; kycVerified?: boolean | undefined; reason: string },
): Promise<{ userId: number; wageringRemaining: number; kycVerified: boolean }> {
  // Read outside the transaction: PGlite has a single connection, and the site service uses `db`.
  const [known] = await db
    .select({ currencyId: users.currencyId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!known) throw new ApiError('NOT_FOUND');
  const { decimalLength } = await site.currency(known.currencyId);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw new ApiError('NOT_FOUND');
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.wageringRemaining !== undefined) {
      const parsed = parseAmount(input.wageringRemaining, decimalLength);
      if (!parsed.ok)
        throw new ApiError('AMOUNT_INVALID', { extra: { field: 'wageringRemaining', reason: parsed.error } });
      changes.depositForWithdrawMinor = parsed.minor;
    }
    if (input.kycVerified !== undefined) changes.kycVerifiedAt = input.kycVerified ? new Date() : null;
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    await tx.insert(auditLog).values({
      operatorId,
      action: 'player.withdraw_standing',
      target: String(user.id),
      details: {
        reason: input.reason,
        ...(input.wageringRemaining === undefined
          ? {}
          : { wageringRemaining: String(input.wageringRemaining) }),
        ...(input.kycVerified === undefined ? {} : { kycVerified: input.kycVerified }),
      },
    });
    return {
      userId: user.id,
      wageringRemaining: minorToNumber(updated?.depositForWithdrawMinor ?? 0n, decimalLength),
      kycVerified: (updated?.kycVerifiedAt ?? null) !== null,
    };
  });
}

/** Settled bets reduce the wagering requirement (a later issue's game settlement calls this). */
export function reduceWagering(tx: Db, userId: number, stakeMinor: bigint) {
  return tx
    .update(users)
    .set({ depositForWithdrawMinor: sql`greatest(0, ${users.depositForWithdrawMinor} - ${stakeMinor})` })
    .where(eq(users.id, userId));
}
