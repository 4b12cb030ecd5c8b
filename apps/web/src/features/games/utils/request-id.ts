/** A fresh idempotency key for one bet (8–64 of [A-Za-z0-9_-]); a retry of the same bet reuses it. */
export function newBetRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return `g-${crypto.randomUUID()}`;
  }
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
