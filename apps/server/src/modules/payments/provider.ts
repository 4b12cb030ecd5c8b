/**
 * A payment provider as the recharge flow sees it. The bundled SANDBOX provider is one; a real PSP
 * adapter implements the same two calls.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment at the provider; the player pays on the provider's hosted page at `payUrl`. */
  createPayment(input: {
    reference: string;
    amountMinor: bigint;
    currencyId: string;
    expiresAt: Date;
    /** The player's CPF, where the market requires payments from their own account (PIX payer check). */
    customerCpf?: string | null;
  }): Promise<{ providerReference: string; payUrl: string }>;
  /**
   * Sends a received payment back to the account it came from (a deposit refused after the money
   * arrived: another person's CPF); idempotent per payment. The outcome arrives as `payment.refunded`.
   */
  refundPayment(input: { providerReference: string; reason: string }): Promise<void>;
  /** Sends money out (an approved withdrawal); the outcome arrives later as a payout webhook. */
  createPayout(input: {
    reference: string;
    amountMinor: bigint;
    currencyId: string;
    destination: { pixKeyType: string; pixKey: string; holderName: string; cpf: string };
  }): Promise<{ providerReference: string }>;
  /** Checks a webhook's signature over the raw body and reads its event; throws on anything wrong. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now?: number,
  ): ProviderEvent;
}

export const PROVIDER_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.expired',
  'payment.refunded',
  'payout.succeeded',
  'payout.failed',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

export interface ProviderEvent {
  id: string;
  type: ProviderEventType;
  /** Our order id, as given to createPayment or createPayout. */
  reference: string;
  providerReference: string;
  amountMinor: bigint;
  currencyId: string;
  /** Who paid (a succeeded payment): the payer's CPF as the paying bank reported it, when known. */
  payerCpf?: string;
}

/** What applying a provider event did, for the webhook's log line. */
export type EventOutcome = 'credited' | 'closed' | 'duplicate' | 'ignored' | 'refunding' | 'refunded';

export class WebhookRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRejected';
  }
}
