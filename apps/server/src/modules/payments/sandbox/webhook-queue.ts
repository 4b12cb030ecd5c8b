import { randomBytes } from 'node:crypto';

import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';

import { inTransaction, type Db, type Tx } from '../../../db/client.ts';
import { sandboxWebhookDeliveries } from '../payments.tables.ts';
import type { ProviderEventType } from '../provider.ts';
import type { SandboxOptions } from './sandbox-options.ts';
import { SIGNATURE_HEADER, signPayload } from './signature.ts';

const MAX_ATTEMPTS = 8;

/**
 * The SANDBOX provider's persistent webhook queue: each webhook is delivered after a delay, with dropped
 * attempts, retries with backoff and the odd duplicate, as real providers do.
 */
export class SandboxWebhookQueue {
  private readonly random: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: SandboxOptions,
  ) {
    this.random = options.random ?? Math.random;
  }

  /** Delivers the webhooks that are due; called by the worker loop every half second. */
  async deliverDue(now = new Date()): Promise<{ delivered: number; failed: number }> {
    const due = await this.db
      .select()
      .from(sandboxWebhookDeliveries)
      .where(
        and(
          isNull(sandboxWebhookDeliveries.deliveredAt),
          lte(sandboxWebhookDeliveries.nextAttemptAt, now),
          sql`${sandboxWebhookDeliveries.attempts} < ${MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(sandboxWebhookDeliveries.nextAttemptAt))
      .limit(20);
    let delivered = 0;
    let failed = 0;
    for (const delivery of due) {
      const attempts = delivery.attempts + 1;
      const error = await this.attempt(delivery.payload);
      if (error === undefined) {
        delivered += 1;
        await inTransaction(this.db, (tx) =>
          tx
            .update(sandboxWebhookDeliveries)
            .set({ attempts, deliveredAt: new Date(), lastError: null })
            .where(eq(sandboxWebhookDeliveries.id, delivery.id)),
        );
        // Providers deliver at least once: now and then the same event arrives twice.
        if (this.random() < this.options.dropRate / 2) await this.attempt(delivery.payload);
      } else {
        failed += 1;
        const backoffMs = Math.min(60_000, 1_000 * 2 ** (attempts - 1));
        await inTransaction(this.db, (tx) =>
          tx
            .update(sandboxWebhookDeliveries)
            .set({ attempts, lastError: error, nextAttemptAt: new Date(now.getTime() + backoffMs) })
            .where(eq(sandboxWebhookDeliveries.id, delivery.id)),
        );
      }
    }
    return { delivered, failed };
  }

  private async attempt(payload: string): Promise<string | undefined> {
    if (this.random() < this.options.dropRate) return 'dropped by the sandbox (simulated network failure)';
    try {
      const status = await this.options.transport(this.options.webhookUrl, payload, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(this.options.secret, payload, Date.now()),
      });
      return status >= 200 && status < 300 ? undefined : `merchant answered HTTP ${status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}

export /** Queues the signed webhook that tells the merchant about a payment, due after `delayMs`. */
async function queueWebhook(
  tx: Tx,
  type: ProviderEventType,
  payment: {
    id: string;
    merchantReference: string;
    amountMinor: bigint;
    currencyId: string;
    payerCpf?: string | null;
  },
  delayMs: number,
): Promise<void> {
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({
    id: eventId,
    type,
    data: {
      reference: payment.merchantReference,
      providerReference: payment.id,
      amountMinor: payment.amountMinor.toString(),
      currencyId: payment.currencyId,
      ...(type === 'payment.succeeded' && payment.payerCpf ? { payerCpf: payment.payerCpf } : {}),
    },
  });
  await tx.insert(sandboxWebhookDeliveries).values({
    eventId,
    payload,
    nextAttemptAt: new Date(Date.now() + delayMs),
  });
}
