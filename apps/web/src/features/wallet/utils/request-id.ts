/**
 * A fresh idempotency key for one money-moving intent (8–64 of [A-Za-z0-9_-]). The screens keep it while
 * the player retries the same request and make a new one when the request changes.
 */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return `w-${crypto.randomUUID()}`;
  }
  return `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
