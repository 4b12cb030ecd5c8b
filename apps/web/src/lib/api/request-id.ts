/**
 * A fresh idempotency key for one money-moving intent (8–64 of [A-Za-z0-9_-]), `prefix` naming where it
 * was made (w wallet, g game bet, c crash bet, r reward). The screens keep it while the player retries the
 * same request and make a new one when the request changes.
 */
export function newRequestId(prefix: string): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return `${prefix}-${crypto.randomUUID()}`;
  }
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
