import { createHash } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';

import { cpfDigits } from '@casino/contracts';
import type { OrderRecord, WithdrawInfo, WithdrawOrder } from '@casino/contracts';
import { minorToNumber, parseAmount, toMinor } from '@casino/game-math';

import { inTransaction, type Db, type Queryable } from '../../db/client.ts';
import { withdrawInfos, withdrawLimits, withdrawOrders } from './payments.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import type { TwoFactorService } from '../two-factor/index.ts';
import type { UserRow } from '../user/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { once, storedAnswer } from '../wallet/index.ts';
import { presentWithdrawOrder, presentWithdrawRecord } from './withdraw.presenter.ts';
import { marketRulesOf } from '../user/index.ts';
import { PAYMENTS_LEDGER } from './payments.ledger.ts';
import { secondApprovalAboveMinor } from './withdraw-four-eyes.ts';

/**
 * Withdrawals as the player makes them: the PIX destination, the rules a request must pass (pay
 * maintenance, destination, wagering, amount floored to the withdraw decimals, limits, KYC, two-factor,
 * SMS code) and the hold of the funds at request time, in one transaction. The operators' review is
 * WithdrawReview.
 */
export class WithdrawService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly verification: VerificationService,
    private readonly twoFactor: TwoFactorService,
    private readonly cashier: Cashier,
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

  async saveInfo(user: UserRow, info: WithdrawInfo): Promise<WithdrawInfo> {
    await checkOwnDestination(this.db, user, info);
    const values = { userId: user.id, ...info, updatedAt: new Date() };
    await inTransaction(this.db, (tx) =>
      tx
        .insert(withdrawInfos)
        .values(values)
        .onConflictDoUpdate({ target: withdrawInfos.userId, set: values }),
    );
    return info;
  }

  async rules(user: UserRow) {
    const currency = await this.site.currency(user.currencyId);
    const limits = await this.limits(user.currencyId);
    const { wagering } = await this.cashier.balances(this.db, user.id, user.currencyId);
    return {
      currencyId: user.currencyId,
      min: minorToNumber(limits.minMinor, currency.decimalLength),
      max: minorToNumber(limits.maxMinor, currency.decimalLength),
      withdrawDecimalLength: currency.withdrawDecimalLength,
      wageringRemaining: minorToNumber(wagering, currency.decimalLength),
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
    // Saved before the market asked for it, or before the player's CPF was known: checked again here.
    await checkOwnDestination(this.db, user, destination);
    const wallet = await this.cashier.wallet(this.db, user.id, user.currencyId);
    const { wagering } = await this.cashier.balances(this.db, user.id, user.currencyId);
    if (wagering > 0n) {
      throw new ApiError('WAGERING_REQUIRED', {
        extra: { remaining: minorToNumber(wagering, currency.decimalLength) },
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
      // The money is held from the request until it is paid out or released.
      await this.cashier.transfer(tx, wallet, 'cash', 'withdraw_hold', {
        kind: PAYMENTS_LEDGER.kind.withdraw_reserve,
        reference: id,
        amountMinor,
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
          // The four-eyes rule is the one in force now: a later change does not reach this order.
          secondApprovalAboveMinor: secondApprovalAboveMinor(
            site.switches.withdrawSecondApprovalAbove,
            user.currencyId,
            currency.decimalLength,
          ),
        })
        .returning();
      if (!order) throw new Error('insert into withdraw_orders returned no row');
      return presentWithdrawOrder(order, currency.decimalLength);
    });
  }

  async list(userId: number, pageNo: number, pageSize: number) {
    const [rows, book] = await Promise.all([
      this.db
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.userId, userId))
        .orderBy(desc(withdrawOrders.createdAt))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.site.currencyBook(),
    ]);
    return rows.map((row) => presentWithdrawOrder(row, book.decimals(row.currencyId)));
  }

  /** The player's own withdrawal for its record page; undefined if not theirs. */
  async orderRecord(userId: number, id: string): Promise<OrderRecord | undefined> {
    const [order] = await this.db
      .select()
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.id, id), eq(withdrawOrders.userId, userId)));
    if (!order) return undefined;
    return presentWithdrawRecord(order, (await this.site.currency(order.currencyId)).decimalLength);
  }

  private async limits(currencyId: string) {
    const [row] = await this.db
      .select()
      .from(withdrawLimits)
      .where(eq(withdrawLimits.currencyId, currencyId));
    if (!row) throw new ApiError('PAY_MAINTENANCE', { message: 'WITHDRAW_NOT_OFFERED' });
    return row;
  }
}

/**
 * Where the market pays out only to the player's own account (Brazil, Portaria SPA/MF 615/2024), the
 * destination's CPF must be the player's, and so must a PIX key of type CPF. A key of another type (e-mail,
 * phone, random) cannot be traced to its owner here: the payout provider's key lookup (DICT) is the check
 * for those, which the sandbox does not do.
 */
async function checkOwnDestination(db: Queryable, user: UserRow, info: WithdrawInfo): Promise<void> {
  const { compliance } = await marketRulesOf(db, user.id);
  if (!compliance.ownAccountPayments) return;
  const own = user.cpf !== null && info.cpf === user.cpf;
  if (!own || (info.pixKeyType === 'CPF' && cpfDigits(info.pixKey) !== user.cpf)) {
    throw new ApiError('PAYOUT_NOT_OWN_CPF');
  }
}
