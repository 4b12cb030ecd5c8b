import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';

import {
  SOCKET_EVENTS,
  type OrderRecord,
  type PaidListItem,
  type RechargeChannel,
  type RechargeOrder,
} from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import type { Config } from '../../platform/config.ts';
import { inTransaction, type Db, type Queryable, type Tx } from '../../db/client.ts';
import { paymentChannels, rechargeOrders } from './payments.tables.ts';
import { users, lockUser, countRecharge } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { once } from '../wallet/index.ts';
import { recordProviderEvent } from './provider-events.repo.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { marketRulesOf } from '../user/index.ts';
import { PAYMENTS_LEDGER } from './payments.ledger.ts';

type OrderRow = typeof rechargeOrders.$inferSelect;

/** A credited recharge, announced to the player once the transaction has committed. */
interface Credited {
  userId: number;
  orderId: string;
  currencyId: string;
  amountMinor: bigint;
  balanceMinor: bigint;
}

/** What applying a provider event did, for the webhook's log line. */
/**
 * What every deposit asks before an order is made and again when it is credited (responsible gaming:
 * exclusions, markets without real money, deposit limits). It throws the refusal; it moves no money.
 */
export interface DepositGuard {
  admitDeposit(queryable: Queryable, wallet: Wallet, amountMinor: bigint, orderId?: string): Promise<void>;
}

export type EventOutcome = 'credited' | 'closed' | 'duplicate' | 'ignored' | 'refunding' | 'refunded';

/**
 * Recharge: channels per currency, orders at a payment provider, and the crediting of a paid order,
 * exactly once whatever the provider repeats: the event id is recorded in the crediting transaction,
 * the order changes only from PENDING, and the ledger allows one `recharge` movement per order.
 */
export class RechargeService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly config: Config,
    private readonly cashier: Cashier,
    private readonly publisher?: RealtimePublisher,
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
    // Where only the player's own account may pay (Portaria 615/2024), the provider learns whose CPF it is.
    const [owner] = await this.db.select({ cpf: users.cpf }).from(users).where(eq(users.id, userId));
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

  /**
   * Applies a verified provider event in one transaction: records the event id (a repeat stops here),
   * then moves the order out of PENDING and, for a success, credits the player through the ledger.
   */
  async applyProviderEvent(provider: string, event: ProviderEvent): Promise<EventOutcome> {
    let credited: Credited | undefined;
    let refund: { providerReference: string } | undefined;
    // The order's player's wallet, opened before the transaction (the cashier never opens one inside).
    const [known] = await this.db
      .select({ userId: rechargeOrders.userId, currencyId: rechargeOrders.currencyId })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.id, event.reference), eq(rechargeOrders.provider, provider)));
    if (known) await this.cashier.wallet(this.db, known.userId, known.currencyId);
    const outcome = await inTransaction(this.db, async (tx): Promise<EventOutcome> => {
      if (!(await recordProviderEvent(tx, provider, event.id))) return 'duplicate';

      const [order] = await tx
        .select()
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.id, event.reference), eq(rechargeOrders.provider, provider)))
        .for('update');
      if (!order || order.providerReference !== event.providerReference) return 'ignored';
      if (order.amountMinor !== event.amountMinor || order.currencyId !== event.currencyId) return 'ignored';

      if (event.type === 'payment.refunded') {
        if (order.status !== 'REFUNDING') return 'ignored';
        await tx
          .update(rechargeOrders)
          .set({ status: 'REFUNDED', settledAt: new Date() })
          .where(eq(rechargeOrders.id, order.id));
        return 'refunded';
      }
      if (event.type !== 'payment.succeeded') {
        if (order.status !== 'PENDING') return 'ignored';
        await tx
          .update(rechargeOrders)
          .set({ status: event.type === 'payment.failed' ? 'FAILED' : 'EXPIRED', settledAt: new Date() })
          .where(eq(rechargeOrders.id, order.id));
        return 'closed';
      }
      // A late payment of an order we had expired is still money received: credit it.
      if (order.status !== 'PENDING' && order.status !== 'EXPIRED') return 'ignored';
      if (!(await paidByOwner(tx, order.userId, event.payerCpf))) {
        // Money from another person's account is never credited: it goes back where it came from.
        await tx
          .update(rechargeOrders)
          .set({ status: 'REFUNDING', settledAt: new Date() })
          .where(eq(rechargeOrders.id, order.id));
        refund = { providerReference: event.providerReference };
        return 'refunding';
      }
      credited = await creditRecharge(tx, this.cashier, order);
      return 'credited';
    });
    if (credited) await this.announce(credited);
    if (refund) await this.requestRefund(provider, refund.providerReference);
    return outcome;
  }

  /**
   * Asks the providers again for the refunds of orders still REFUNDING (a refund call that failed, or a
   * `payment.refunded` webhook that never came): the worker's tick. A provider's refund is idempotent.
   */
  async resumeRefunds(olderThanMs = 60_000): Promise<void> {
    const due = await this.db
      .select({ provider: rechargeOrders.provider, providerReference: rechargeOrders.providerReference })
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.status, 'REFUNDING'),
          lte(rechargeOrders.settledAt, new Date(Date.now() - olderThanMs)),
        ),
      )
      .limit(50);
    for (const order of due) {
      if (order.providerReference) await this.requestRefund(order.provider, order.providerReference);
    }
  }

  private async requestRefund(providerName: string, providerReference: string): Promise<void> {
    const provider = this.providers.get(providerName);
    // Left REFUNDING on failure: the worker asks again (one not installed here is the operator's to settle).
    await provider
      ?.refundPayment({ providerReference, reason: 'PAYER_NOT_ACCOUNT_HOLDER' })
      .catch(() => undefined);
  }

  /** Tells the player's open tabs, after the commit: the new balance, then the RECHARGE_SUCCESS event. */
  private async announce(credited: Credited): Promise<void> {
    if (!this.publisher) return;
    const { decimalLength } = await this.site.currency(credited.currencyId);
    const balance = minorToNumber(credited.balanceMinor, decimalLength);
    const amount = minorToNumber(credited.amountMinor, decimalLength);
    this.publisher.toUser(credited.userId, SOCKET_EVENTS.balance, {
      type: 'balance',
      userId: credited.userId,
      balance,
    });
    this.publisher.toUser(credited.userId, SOCKET_EVENTS.event, {
      type: 'event',
      userId: credited.userId,
      data: {
        event: 'RECHARGE_SUCCESS',
        extra: {
          pop: true,
          title: 'RECHARGE_SUCCESS_TITLE',
          description: 'RECHARGE_SUCCESS_TEXT',
          amount,
          orderId: credited.orderId,
        },
      },
    });
  }

  /** Marks orders past their time as EXPIRED (the provider's own expiry event does the same). */
  async expireStale(now = new Date()): Promise<number> {
    const expired = await inTransaction(this.db, (tx) =>
      tx
        .update(rechargeOrders)
        .set({ status: 'EXPIRED', settledAt: now })
        .where(and(eq(rechargeOrders.status, 'PENDING'), lte(rechargeOrders.expiresAt, now)))
        .returning({ id: rechargeOrders.id }),
    );
    return expired.length;
  }
}

/**
 * Whether a payment may be credited to its order's player: always, unless their market takes payments
 * only from the player's own account (Brazil, Portaria SPA/MF 615/2024), where the payer's CPF must be
 * the player's. A payment without a payer CPF is refused there: it cannot be shown to be theirs.
 */
async function paidByOwner(tx: Tx, userId: number, payerCpf: string | undefined): Promise<boolean> {
  const { compliance } = await marketRulesOf(tx, userId);
  if (!compliance.ownAccountPayments) return true;
  const [owner] = await tx.select({ cpf: users.cpf }).from(users).where(eq(users.id, userId));
  return owner?.cpf != null && payerCpf === owner.cpf;
}

/**
 * Credits a paid order inside the webhook's transaction: the cashier's deposit posting (which also raises
 * the wagering requirement), the order PAID with its USD amount, the player's recharge count.
 */
async function creditRecharge(tx: Tx, cashier: Cashier, order: OrderRow): Promise<Credited> {
  const user = await lockUser(tx, order.userId);
  if (!user) throw new Error(`recharge ${order.id} for a missing user`);
  const first = user.rechargeCount === 0;

  const balanceMinor = await cashier.deposit(tx, await cashier.wallet(tx, order.userId, order.currencyId), {
    kind: PAYMENTS_LEDGER.kind.recharge,
    reference: order.id,
    amountMinor: order.amountMinor,
    details: {
      channelId: order.channelId,
      provider: order.provider,
      providerReference: order.providerReference,
    },
  });
  await tx
    .update(rechargeOrders)
    .set({
      status: 'PAID',
      settledAt: new Date(),
      firstRecharge: first,
      // Analytics report purchases in USD: exact decimal arithmetic, rounded to cents.
      usdAmount: sql`(SELECT round(${order.amountMinor}::numeric * c.usd_rate / power(10::numeric, c.decimal_length), 2) FROM currencies c WHERE c.id = ${order.currencyId})`,
    })
    .where(eq(rechargeOrders.id, order.id));
  await countRecharge(tx, order.userId);
  return {
    userId: order.userId,
    orderId: order.id,
    currencyId: order.currencyId,
    amountMinor: order.amountMinor,
    balanceMinor,
  };
}

/** A recharge order as the player sees it. */
export function presentRechargeOrder(order: OrderRow, decimalLength: number): RechargeOrder {
  return {
    id: order.id,
    channelId: order.channelId,
    currencyId: order.currencyId,
    amount: minorToNumber(order.amountMinor, decimalLength),
    status: order.status as RechargeOrder['status'],
    payUrl: order.payUrl,
    first: order.firstRecharge,
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
  };
}

/** A deposit as its record page shows it: the channel by name, and when it was opened and closed. */
export function presentRechargeRecord(order: OrderRow, channel: string, decimalLength: number): OrderRecord {
  return {
    id: order.id,
    direction: 'deposit',
    channel,
    amount: minorToNumber(order.amountMinor, decimalLength),
    currencyId: order.currencyId,
    status: order.status as OrderRecord['status'],
    createdAt: order.createdAt.getTime(),
    settledAt: order.settledAt?.getTime() ?? null,
  };
}
