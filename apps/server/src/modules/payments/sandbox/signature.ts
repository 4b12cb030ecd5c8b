import { createHmac, timingSafeEqual } from 'node:crypto';

import { WebhookRejected } from '../provider.ts';

export const SIGNATURE_HEADER = 'sandbox-signature';
/** A webhook older (or newer) than this is refused, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** `t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the common shape of PSP webhook signatures. */
export function signPayload(secret: string, rawBody: string, timestampMs: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');
  return `t=${timestampMs},v1=${digest}`;
}

export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): void {
  if (!header) throw new WebhookRejected('missing signature');
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookRejected('malformed signature');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS)
    throw new WebhookRejected('signature timestamp outside tolerance');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookRejected('signature mismatch');
}
