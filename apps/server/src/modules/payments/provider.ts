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
  }): Promise<{ providerReference: string; payUrl: string }>;
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
}

export class WebhookRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRejected';
  }
}
