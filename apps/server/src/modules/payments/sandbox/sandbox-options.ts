/** Sends one webhook; resolves to the HTTP status the merchant answered. */
export type WebhookTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export const fetchTransport: WebhookTransport = async (url, body, headers) => {
  const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  return response.status;
};

export interface SandboxOptions {
  secret: string;
  publicOrigin: string;
  webhookUrl: string;
  firstDeliveryDelayMs: number;
  /** Share of delivery attempts the sandbox pretends were lost in the network, to exercise retries. */
  dropRate: number;
  transport: WebhookTransport;
  random?: () => number;
}
