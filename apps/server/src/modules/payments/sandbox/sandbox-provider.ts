import { randomBytes } from 'node:crypto';

import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';

import { currencyIdSchema, referenceIdSchema, safeStringSchema } from '@casino/contracts';

import { inTransaction, type Db } from '../../../db/client.ts';
import { sandboxPayments } from '../payments.tables.ts';
import {
  PROVIDER_EVENT_TYPES,
  WebhookRejected,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
} from '../provider.ts';
import type { SandboxOptions } from './sandbox-options.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';
import { queueWebhook, SandboxWebhookQueue } from './webhook-queue.ts';

const eventSchema = z.object({
  id: referenceIdSchema,
  type: z.enum(PROVIDER_EVENT_TYPES),
  data: z.object({
    reference: referenceIdSchema,
    providerReference: referenceIdSchema,
    amountMinor: safeStringSchema.regex(/^\d{1,18}$/),
    currencyId: currencyIdSchema,
    payerCpf: safeStringSchema.regex(/^\d{11}$/).optional(),
  }),
});

/** The CPF a SANDBOX payment comes from when the merchant named no customer (a valid test number). */
export const SANDBOX_PAYER_CPF = '52998224725';
/** The CPF of "someone else" on the hosted page: a valid number that is nobody's customer here. */
export const SANDBOX_THIRD_PARTY_CPF = '11144477735';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** The advisory-lock class of the sandbox's payouts (with the merchant reference's hash as the key). */
const PAYOUT_LOCK = 727_401;

/** What the tester does on the hosted page; `pay_third_party` pays from an account in another CPF. */
export const SANDBOX_OUTCOMES = ['pay', 'pay_third_party', 'fail', 'expire'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * The bundled SANDBOX payment provider. It keeps its own payments, serves its own hosted page (see
 * sandbox.routes.ts) where a tester pays, fails or lets a payment expire, and then delivers signed
 * webhooks from a persistent queue (webhook-queue.ts): after a delay, with dropped attempts, retries with
 * backoff and the odd duplicate, as real providers do. Never use it for real money.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly webhooks: SandboxWebhookQueue;

  constructor(
    private readonly db: Db,
    private readonly options: SandboxOptions,
  ) {
    this.webhooks = new SandboxWebhookQueue(db, options);
  }

  /** Idempotent per merchant reference, like a PSP's idempotency key: a retry gets the same payment. */
  async createPayment(input: {
    reference: string;
    amountMinor: bigint;
    currencyId: string;
    expiresAt: Date;
    customerCpf?: string | null;
  }) {
    const [existing] = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(eq(sandboxPayments.kind, 'payment'), eq(sandboxPayments.merchantReference, input.reference)),
      );
    if (existing) return { providerReference: existing.id, payUrl: this.payUrl(existing.id) };
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    await inTransaction(this.db, (tx) =>
      tx.insert(sandboxPayments).values({
        id,
        merchantReference: input.reference,
        amountMinor: input.amountMinor,
        currencyId: input.currencyId,
        status: 'OPEN',
        customerCpf: input.customerCpf ?? null,
        expiresAt: input.expiresAt,
      }),
    );
    return { providerReference: id, payUrl: this.payUrl(id) };
  }

  private payUrl(id: string): string {
    return `${this.options.publicOrigin}/sandbox/pay/${id}`;
  }

  /**
   * Payouts settle on their own after the delivery delay: they succeed, except that a holder name
   * containing FAIL makes the sandbox refuse the payout, to exercise the failure path.
   */
  async createPayout(input: {
    reference: string;
    amountMinor: bigint;
    currencyId: string;
    destination: { holderName: string };
  }): Promise<{ providerReference: string }> {
    const succeeded = !/FAIL/i.test(input.destination.holderName);
    const delayMs = this.options.firstDeliveryDelayMs;
    // One payout per merchant reference, even when the approval and the worker's resume send it at once:
    // the reference is locked while it is looked up and, if new, taken.
    return inTransaction(this.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK}::int, hashtext(${input.reference}))`);
      const [existing] = await tx
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(
          and(eq(sandboxPayments.kind, 'payout'), eq(sandboxPayments.merchantReference, input.reference)),
        );
      if (existing) return { providerReference: existing.id };
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await tx.insert(sandboxPayments).values({
        id,
        kind: 'payout',
        merchantReference: input.reference,
        amountMinor: input.amountMinor,
        currencyId: input.currencyId,
        status: succeeded ? 'SUCCEEDED' : 'FAILED',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      await queueWebhook(
        tx,
        succeeded ? 'payout.succeeded' : 'payout.failed',
        {
          id,
          merchantReference: input.reference,
          amountMinor: input.amountMinor,
          currencyId: input.currencyId,
        },
        delayMs,
      );
      return { providerReference: id };
    });
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now = Date.now(),
  ): ProviderEvent {
    const header = headers[SIGNATURE_HEADER];
    verifySignature(this.options.secret, rawBody, typeof header === 'string' ? header : undefined, now);
    let parsed: z.infer<typeof eventSchema>;
    try {
      parsed = eventSchema.parse(JSON.parse(rawBody));
    } catch {
      throw new WebhookRejected('malformed event');
    }
    return {
      id: parsed.id,
      type: parsed.type,
      reference: parsed.data.reference,
      providerReference: parsed.data.providerReference,
      amountMinor: BigInt(parsed.data.amountMinor),
      currencyId: parsed.data.currencyId,
      ...(parsed.data.payerCpf === undefined ? {} : { payerCpf: parsed.data.payerCpf }),
    };
  }

  /**
   * Sends a succeeded payment back to its payer: the payment turns REFUNDED and a `payment.refunded`
   * webhook is queued. A repeat, or a payment that never succeeded, changes nothing.
   */
  async refundPayment(input: { providerReference: string; reason: string }): Promise<void> {
    const delayMs = this.options.firstDeliveryDelayMs;
    await inTransaction(this.db, async (tx) => {
      const [refunded] = await tx
        .update(sandboxPayments)
        .set({ status: 'REFUNDED' })
        .where(
          and(
            eq(sandboxPayments.id, input.providerReference),
            eq(sandboxPayments.kind, 'payment'),
            eq(sandboxPayments.status, 'SUCCEEDED'),
          ),
        )
        .returning();
      if (refunded) await queueWebhook(tx, 'payment.refunded', refunded, delayMs);
    });
  }

  async findPayment(id: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  /**
   * The tester's choice on the hosted page. Only an OPEN payment changes; paying after the expiry time
   * is refused as the payment has expired. Queues the webhook that tells the merchant.
   */
  async complete(
    id: string,
    outcome: SandboxOutcome,
    now = new Date(),
  ): Promise<SandboxPaymentRow | undefined> {
    const payment = await this.findPayment(id);
    if (!payment || payment.kind !== 'payment' || payment.status !== 'OPEN') return payment;
    const expired = payment.expiresAt.getTime() <= now.getTime();
    const paid = outcome === 'pay' || outcome === 'pay_third_party';
    const status = outcome === 'expire' || expired ? 'EXPIRED' : paid ? 'SUCCEEDED' : 'FAILED';
    // Paid from the customer's own account, or (to exercise the merchant's check) from someone else's.
    const payerCpf =
      status !== 'SUCCEEDED'
        ? null
        : outcome === 'pay_third_party'
          ? SANDBOX_THIRD_PARTY_CPF
          : (payment.customerCpf ?? SANDBOX_PAYER_CPF);
    const type: ProviderEventType =
      status === 'SUCCEEDED'
        ? 'payment.succeeded'
        : status === 'FAILED'
          ? 'payment.failed'
          : 'payment.expired';
    const delayMs = this.options.firstDeliveryDelayMs;
    return inTransaction(this.db, async (tx) => {
      const [updated] = await tx
        .update(sandboxPayments)
        .set({ status, payerCpf })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'OPEN')))
        .returning();
      if (!updated) return (await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0];
      await queueWebhook(tx, type, updated, delayMs);
      return updated;
    });
  }

  /** Expires open payments whose time is up, as the provider's own clock would. */
  async expireDue(now = new Date()): Promise<number> {
    const due = await this.db
      .select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.kind, 'payment'),
          eq(sandboxPayments.status, 'OPEN'),
          lte(sandboxPayments.expiresAt, now),
        ),
      )
      .limit(100);
    for (const { id } of due) await this.complete(id, 'expire', now);
    return due.length;
  }

  /** Delivers the queue's webhooks that are due; called by the worker loop every half second. */
  deliverDue(now = new Date()): Promise<{ delivered: number; failed: number }> {
    return this.webhooks.deliverDue(now);
  }
}
