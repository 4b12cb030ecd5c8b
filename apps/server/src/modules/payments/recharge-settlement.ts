import { and, eq, lte } from 'drizzle-orm';

import { SOCKET_EVENTS } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { rechargeOrders } from './payments.tables.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { recordProviderEvent } from './provider-events.repo.ts';
import type { EventOutcome, PaymentProvider, ProviderEvent } from './provider.ts';
import type { CreditGuard } from './recharge.service.ts';
import { creditRecharge, paidByOwner, type Credited } from './recharge-credit.ts';

/**
 * How a recharge order ends after it was opened: the crediting of a paid order, exactly once whatever the
 * provider repeats (the event id is recorded in the crediting transaction, the order changes only from
 * PENDING, and the ledger allows one `recharge` movement per order), a failed or expired order closed,
 * and a payment from another person's account refunded.
 */
export class RechargeSettlement {
  /** Responsible gaming's judgement of money that arrived (installed by its module); none where none is. */
  private guard: CreditGuard | undefined;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly cashier: Cashier,
    private readonly publisher?: RealtimePublisher,
  ) {}

  /** Installs the rules every received payment is judged by before it is credited (once, at start-up). */
  guardCredits(guard: CreditGuard): void {
    if (this.guard) throw new Error('the credit guard is installed once');
    this.guard = guard;
  }

  /**
   * Applies a verified provider event in one transaction: records the event id (a repeat stops here),
   * then moves the order out of PENDING and, for a success, credits the player through the ledger.
   */
  async applyProviderEvent(provider: string, event: ProviderEvent): Promise<EventOutcome> {
    let credited: Credited | undefined;
    let refund: { providerReference: string; reason: string } | undefined;
    // The order's player's wallet, opened before the transaction (the cashier never opens one inside).
    const [known] = await this.db
      .select({ userId: rechargeOrders.userId, currencyId: rechargeOrders.currencyId })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.id, event.reference), eq(rechargeOrders.provider, provider)));
    const wallet = known ? await this.cashier.wallet(this.db, known.userId, known.currencyId) : undefined;
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
      // Money from another person's account is never credited, nor money the player may not deposit now
      // (a limit counted on what was credited, an exclusion since the order): it goes back where it came from.
      const refusal = !(await paidByOwner(tx, order.userId, event.payerCpf))
        ? 'PAYER_NOT_ACCOUNT_HOLDER'
        : wallet && this.guard
          ? await this.guard.creditRefusal(tx, wallet, order.amountMinor)
          : null;
      if (refusal) {
        await tx
          .update(rechargeOrders)
          .set({ status: 'REFUNDING', refundReason: refusal, settledAt: new Date() })
          .where(eq(rechargeOrders.id, order.id));
        refund = { providerReference: event.providerReference, reason: refusal };
        return 'refunding';
      }
      credited = await creditRecharge(tx, this.cashier, order);
      return 'credited';
    });
    if (credited) await this.announce(credited);
    if (refund) await this.requestRefund(provider, refund.providerReference, refund.reason);
    return outcome;
  }

  /**
   * Asks the providers again for the refunds of orders still REFUNDING (a refund call that failed, or a
   * `payment.refunded` webhook that never came): the worker's tick. A provider's refund is idempotent.
   */
  async resumeRefunds(olderThanMs = 60_000): Promise<void> {
    const due = await this.db
      .select({
        provider: rechargeOrders.provider,
        providerReference: rechargeOrders.providerReference,
        reason: rechargeOrders.refundReason,
      })
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.status, 'REFUNDING'),
          lte(rechargeOrders.settledAt, new Date(Date.now() - olderThanMs)),
        ),
      )
      .limit(50);
    for (const order of due) {
      if (order.providerReference) {
        await this.requestRefund(order.provider, order.providerReference, order.reason ?? 'REFUSED');
      }
    }
  }

  private async requestRefund(
    providerName: string,
    providerReference: string,
    reason: string,
  ): Promise<void> {
    const provider = this.providers.get(providerName);
    // Left REFUNDING on failure: the worker asks again (one not installed here is the operator's to settle).
    await provider?.refundPayment({ providerReference, reason }).catch(() => undefined);
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
