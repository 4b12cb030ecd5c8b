import { and, eq, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { WithdrawApproval, WithdrawInfo, WithdrawOrder, WithdrawQueueItem } from '@casino/contracts';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { operators, type Approver } from '../operators/index.ts';
import { withdrawOrders } from './payments.tables.ts';
import { users } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { recordProviderEvent } from './provider-events.repo.ts';
import type { EventOutcome, PaymentProvider, ProviderEvent } from './provider.ts';
import { presentWithdrawOrder, type WithdrawOrderRow } from './withdraw.presenter.ts';
import { PAYMENTS_LEDGER } from './payments.ledger.ts';
import { approvalStep, firstApprovalCounts, needsSecondApproval } from './withdraw-four-eyes.ts';

type OrderRow = WithdrawOrderRow;

/**
 * The operators' side of withdrawals: the review queue, approval (the payout is sent to the provider,
 * and re-sent by the worker if the process died before it left), rejection (the held money goes back),
 * and the provider's payout webhooks (paid out, or failed and given back), each once.
 */
export class WithdrawReview {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly cashier: Cashier,
  ) {}

  /** The operators' review queue, with who approved first (while it counts) and who decided. */
  async queue(status: string, pageNo: number, pageSize: number): Promise<WithdrawQueueItem[]> {
    const firstApprover = alias(operators, 'first_approver');
    const reviewer = alias(operators, 'reviewer');
    const [rows, book] = await Promise.all([
      this.db
        .select({
          order: withdrawOrders,
          username: users.username,
          firstApprover: {
            username: firstApprover.username,
            disabled: firstApprover.disabled,
            approvalsVoidBefore: firstApprover.approvalsVoidBefore,
          },
          reviewedBy: reviewer.username,
        })
        .from(withdrawOrders)
        .innerJoin(users, eq(users.id, withdrawOrders.userId))
        .leftJoin(firstApprover, eq(firstApprover.id, withdrawOrders.firstApprovedBy))
        .leftJoin(reviewer, eq(reviewer.id, withdrawOrders.reviewedBy))
        .where(eq(withdrawOrders.status, status))
        .orderBy(withdrawOrders.createdAt)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.site.currencyBook(),
    ]);
    return rows.map(({ order, username, firstApprover: first, reviewedBy }) => ({
      ...presentWithdrawOrder(order, book.decimals(order.currencyId)),
      userId: order.userId,
      username,
      holderName: (order.destination as WithdrawInfo).holderName,
      needsSecondApproval: needsSecondApproval(order),
      firstApprovedBy: first && firstApprovalCounts(order, first) ? first.username : null,
      reviewedBy,
      reviewNote: order.reviewNote,
    }));
  }

  /**
   * Approves a pending withdrawal and asks the provider to pay it out. Above the four-eyes amount in
   * force when the order was made, the first approval is recorded and the order waits; only another
   * person's approval pays it (withdraw-four-eyes.ts). Every decision is audited.
   */
  async approve(operator: Approver, id: string, note?: string): Promise<WithdrawApproval> {
    const book = await this.site.currencyBook();
    const decided = await inTransaction(this.db, async (tx) => {
      const locked = await lockOrder(tx, id, 'PENDING_REVIEW');
      const audit = { operatorId: operator.id, target: locked.id };
      const details = { userId: locked.userId, amountMinor: String(locked.amountMinor), note: note ?? null };
      const { step, voidedFirst } = await approvalStep(tx, locked, operator);
      if (step === 'first') {
        const [waiting] = await tx
          .update(withdrawOrders)
          .set({ firstApprovedBy: operator.id, firstApprovedAt: new Date(), reviewNote: note ?? null })
          .where(eq(withdrawOrders.id, locked.id))
          .returning();
        await writeAudit(tx, {
          ...audit,
          action: 'withdraw.approve.first',
          details: { ...details, ...(voidedFirst === null ? {} : { replacesVoidApprovalBy: voidedFirst }) },
        });
        return { order: waiting as OrderRow, waiting: true };
      }
      const [updated] = await tx
        .update(withdrawOrders)
        .set({
          status: 'PROCESSING',
          reviewedBy: operator.id,
          reviewNote: note ?? locked.reviewNote,
          reviewedAt: new Date(),
        })
        .where(eq(withdrawOrders.id, locked.id))
        .returning();
      await writeAudit(tx, { ...audit, action: 'withdraw.approve', details });
      return { order: updated as OrderRow, waiting: false };
    });
    const decimals = book.decimals(decided.order.currencyId);
    if (decided.waiting)
      return { ...presentWithdrawOrder(decided.order, decimals), awaitingSecondApproval: true };
    // The approval is committed: a provider call that fails leaves the order PROCESSING without a
    // reference, which the worker's resume sends again (idempotently); the operator is told it is approved.
    const sent = await this.sendPayout(decided.order).catch(() => decided.order);
    return { ...presentWithdrawOrder(sent, decimals), awaitingSecondApproval: false };
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
    if (!provider) throw new ApiError('PAY_MAINTENANCE', { message: 'PROVIDER_NOT_INSTALLED' });
    const payout = await provider.createPayout({
      reference: order.id,
      amountMinor: order.amountMinor,
      currencyId: order.currencyId,
      destination: order.destination as WithdrawInfo,
    });
    // Written once: a webhook that came first wrote the same reference already, with the outcome.
    const [withReference] = await inTransaction(this.db, (tx) =>
      tx
        .update(withdrawOrders)
        .set({ providerReference: payout.providerReference })
        .where(and(eq(withdrawOrders.id, order.id), isNull(withdrawOrders.providerReference)))
        .returning(),
    );
    return withReference ?? (await this.order(order.id)) ?? order;
  }

  private async order(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, id));
    return row;
  }

  /** Rejects a pending withdrawal: the held money goes back to the player's cash (audited). */
  async reject(operatorId: number, id: string, note?: string): Promise<WithdrawOrder> {
    const wallet = await this.walletOfOrder(id);
    const order = await inTransaction(this.db, async (tx) => {
      const locked = await lockOrder(tx, id, 'PENDING_REVIEW');
      await releaseHeld(tx, this.cashier, wallet, locked);
      await writeAudit(tx, {
        operatorId,
        action: 'withdraw.reject',
        target: locked.id,
        details: { userId: locked.userId, amountMinor: String(locked.amountMinor), note: note ?? null },
      });
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
    return presentWithdrawOrder(order, (await this.site.currency(order.currencyId)).decimalLength);
  }

  /** A payout webhook: the held money leaves (succeeded) or returns to the player (failed), once. */
  async applyPayoutEvent(provider: string, event: ProviderEvent): Promise<EventOutcome> {
    const wallet = await this.walletOfOrder(event.reference);
    return inTransaction(this.db, async (tx) => {
      if (!(await recordProviderEvent(tx, provider, event.id))) return 'duplicate';
      const [order] = await tx
        .select()
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.id, event.reference), eq(withdrawOrders.provider, provider)))
        .for('update');
      if (!order || order.status !== 'PROCESSING') return 'ignored';
      if (order.amountMinor !== event.amountMinor || order.currencyId !== event.currencyId) return 'ignored';
      // A payout other than the one the provider answered us with is not this order's.
      if (order.providerReference !== null && order.providerReference !== event.providerReference)
        return 'ignored';
      if (!wallet) throw new Error(`withdrawal ${order.id} has no wallet`);
      // The outcome carries the provider's reference: the process that asked may have died before
      // writing it down, and a settled payout is reconciled by it (PAID without one is refused).
      const settled = { providerReference: event.providerReference, settledAt: new Date() };
      if (event.type === 'payout.succeeded') {
        await this.cashier.withdrawalPaid(tx, wallet, {
          kind: PAYMENTS_LEDGER.kind.withdraw_payout,
          reference: order.id,
          amountMinor: order.amountMinor,
          details: { providerReference: event.providerReference },
        });
        await tx
          .update(withdrawOrders)
          .set({ status: 'PAID', ...settled })
          .where(eq(withdrawOrders.id, order.id));
        return 'credited';
      }
      await releaseHeld(tx, this.cashier, wallet, order);
      await tx
        .update(withdrawOrders)
        .set({ status: 'FAILED', ...settled })
        .where(eq(withdrawOrders.id, order.id));
      return 'closed';
    });
  }

  /** The wallet a withdrawal's money moves in, opened before its transaction (undefined when unknown). */
  private async walletOfOrder(id: string): Promise<Wallet | undefined> {
    const [order] = await this.db
      .select({ userId: withdrawOrders.userId, currencyId: withdrawOrders.currencyId })
      .from(withdrawOrders)
      .where(eq(withdrawOrders.id, id));
    return order && this.cashier.wallet(this.db, order.userId, order.currencyId);
  }
}

/** Puts a withdrawal's held money back into the player's cash (a rejection or a failed payout). */
async function releaseHeld(tx: Tx, cashier: Cashier, wallet: Wallet | undefined, order: OrderRow) {
  if (!wallet) throw new Error(`withdrawal ${order.id} has no wallet`);
  await cashier.transfer(tx, wallet, 'withdraw_hold', 'cash', {
    kind: PAYMENTS_LEDGER.kind.withdraw_release,
    reference: order.id,
    amountMinor: order.amountMinor,
  });
}

/** The order, locked for the transaction, refused unless it is in `status`. */
async function lockOrder(tx: Tx, id: string, status: string): Promise<OrderRow> {
  const [order] = await tx.select().from(withdrawOrders).where(eq(withdrawOrders.id, id)).for('update');
  if (!order) throw new ApiError('ORDER_NOT_FOUND');
  if (order.status !== status) throw new ApiError('ORDER_STATE_CHANGED', { extra: { status: order.status } });
  return order;
}
