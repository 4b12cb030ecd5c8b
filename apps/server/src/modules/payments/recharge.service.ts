import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { OrderRecord, PaidListItem, RechargeChannel, RechargeOrder } from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import type { Config } from '../../platform/config.ts';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { paymentChannels, rechargeOrders } from './payments.tables.ts';
import { users } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { once } from '../wallet/index.ts';
import type { PaymentProvider } from './provider.ts';
import { presentRechargeOrder, presentRechargeRecord } from './recharge.presenter.ts';

type OrderRow = typeof rechargeOrders.$inferSelect;

/**
 * What every deposit asks before an order is made and again when it is credited (responsible gaming:
 * exclusions, markets without real money, deposit limits). It throws the refusal; it moves no money.
 */
export interface DepositGuard {
  admitDeposit(queryable: Queryable, wallet: Wallet, amountMinor: bigint, orderId?: string): Promise<void>;
}

/** What judges a payment that arrived, when it is credited: a refusal sends it back instead. */
export interface CreditGuard {
  creditRefusal(tx: Tx, wallet: Wallet, amountMinor: bigint): Promise<string | null>;
}

/**
 * Recharge: channels per currency and orders at a payment provider (a paid order is credited by
 * RechargeSettlement).
 */
export class RechargeService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly config: Config,
    private readonly cashier: Cashier,
  ) {}

  /** Responsible gaming: exclusions, markets without real money and deposit limits refuse an order. */
  private protection: DepositGuard | undefined;

  /** Installs the rules every deposit is asked of (once, at start-up, by the module that keeps them). */
  guardDeposits(guard: DepositGuard): void {
    if (this.protection) throw new Error('the deposit guard is installed once');
    this.protection = guard;
  }

  async channels(currencyId: string): Promise<RechargeChannel[]> {
    const { decimalLength } = await this.site.currency(currencyId);
    const rows = await this.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.currencyId, currencyId), eq(paymentChannels.enabled, true)))
      .orderBy(asc(paymentChannels.sortOrder));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      currencyId: row.currencyId,
      min: minorToNumber(row.minMinor, decimalLength),
      max: minorToNumber(row.maxMinor, decimalLength),
      quickAmounts: row.quickAmountsMinor.map((amount) => minorToNumber(amount, decimalLength)),
    }));
  }

  /** Every channel's name by id, enabled or not: past deposits still name the method they came by. */
  async channelNames(): Promise<ReadonlyMap<string, string>> {
    const rows = await this.db
      .select({ id: paymentChannels.id, name: paymentChannels.name })
      .from(paymentChannels);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Opens an order at the channel's provider. Idempotent on the request id. */
  async createOrder(
    userId: number,
    currencyId: string,
    input: { channelId: string; amount: unknown; requestId: string },
  ): Promise<RechargeOrder> {
    const site = await this.site.get();
    if (site.switches.payMaintenance) throw new ApiError('PAY_MAINTENANCE');
    const { decimalLength } = await this.site.currency(currencyId);
    const parsed = parseAmount(input.amount, decimalLength);
    if (!parsed.ok || parsed.minor <= 0n) {
      throw new ApiError('AMOUNT_INVALID', {
        extra: { field: 'amount', reason: parsed.ok ? 'NOT_POSITIVE' : parsed.error },
      });
    }
    const [channel] = await this.db
      .select()
      .from(paymentChannels)
      .where(
        and(
          eq(paymentChannels.id, input.channelId),
          eq(paymentChannels.currencyId, currencyId),
          eq(paymentChannels.enabled, true),
        ),
      );
    if (!channel) throw new ApiError('NOT_FOUND', { message: 'CHANNEL_NOT_FOUND' });
    if (parsed.minor < channel.minMinor) {
      throw new ApiError('AMOUNT_BELOW_MINIMUM', {
        extra: { min: minorToNumber(channel.minMinor, decimalLength) },
      });
    }
    if (parsed.minor > channel.maxMinor) {
      throw new ApiError('AMOUNT_ABOVE_MAXIMUM', {
        extra: { max: minorToNumber(channel.maxMinor, decimalLength) },
      });
    }
    const provider = this.providers.get(channel.provider);
    // A channel whose provider is not installed here (the SANDBOX one on a real site) takes no orders.
    if (!provider) throw new ApiError('PAY_MAINTENANCE', { message: 'PROVIDER_NOT_INSTALLED' });

    const amountMinor = parsed.minor;
    // The order id follows from the request id, so a retry reaches the same payment at the provider
    // (called outside the database transaction: no network call holds a connection).
    const id = `R${createHash('sha256').update(`${userId}:${input.requestId}`).digest('hex').slice(0, 20).toUpperCase()}`;
    const wallet = await this.cashier.wallet(this.db, userId, currencyId);
    // Checked before the provider opens a payment (a retry of an order already made is answered below),
    // and again in the transaction that writes the order, with the player's limits locked.
    const made = await this.db
      .select({ id: rechargeOrders.id })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.id, id));
    if (made.length === 0) await this.protection?.admitDeposit(this.db, wallet, amountMinor, id);
    const expiresAt = new Date(Date.now() + this.config.RECHARGE_ORDER_TTL_MINUTES * 60_000);
    // Where only the player's own account may pay (Portaria 615/2024), the provider learns whose CPF it is:
    // the validated one, or the one claimed at registration that this payment may prove theirs.
    const [owner] = await this.db
      .select({ cpf: sql<string | null>`coalesce(${users.cpf}, ${users.cpfClaimed})` })
      .from(users)
      .where(eq(users.id, userId));
    const payment = await provider.createPayment({
      reference: id,
      amountMinor,
      currencyId,
      expiresAt,
      customerCpf: owner?.cpf ?? null,
    });
    return once(
      this.db,
      `recharge:${userId}`,
      input.requestId,
      { channelId: channel.id, amountMinor },
      async (tx) => {
        await this.protection?.admitDeposit(tx, wallet, amountMinor, id);
        const [order] = await tx
          .insert(rechargeOrders)
          .values({
            id,
            userId,
            channelId: channel.id,
            currencyId,
            amountMinor,
            status: 'PENDING',
            provider: provider.name,
            providerReference: payment.providerReference,
            payUrl: payment.payUrl,
            expiresAt,
          })
          .returning();
        if (!order) throw new Error('insert into recharge_orders returned no row');
        return presentRechargeOrder(order, decimalLength);
      },
    );
  }

  async order(userId: number, id: string): Promise<RechargeOrder> {
    const order = await this.playerOrder(userId, id);
    if (!order) throw new ApiError('ORDER_NOT_FOUND');
    return presentRechargeOrder(order, (await this.site.currency(order.currencyId)).decimalLength);
  }

  /** The player's own deposit for its record page, with its channel's name; undefined if not theirs. */
  async orderRecord(userId: number, id: string): Promise<OrderRecord | undefined> {
    const order = await this.playerOrder(userId, id);
    if (!order) return undefined;
    const [names, currency] = await Promise.all([this.channelNames(), this.site.currency(order.currencyId)]);
    return presentRechargeRecord(
      order,
      names.get(order.channelId) ?? order.channelId,
      currency.decimalLength,
    );
  }

  private async playerOrder(userId: number, id: string): Promise<OrderRow | undefined> {
    const [order] = await this.db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.userId, userId)));
    return order;
  }

  /** Which of the given orders are paid, with the amounts the client reports to analytics (USD too). */
  async paidList(userId: number, ids: string[]): Promise<PaidListItem[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.userId, userId),
          inArray(rechargeOrders.id, ids),
          eq(rechargeOrders.status, 'PAID'),
        ),
      );
    const book = await this.site.currencyBook();
    return rows.map((row) => ({
      id: row.id,
      first: row.firstRecharge,
      usdAmount: Number(row.usdAmount ?? 0),
      amount: minorToNumber(row.amountMinor, book.decimals(row.currencyId)),
    }));
  }
}
