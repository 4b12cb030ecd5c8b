import type { LimitKind, LimitPeriod } from '@casino/contracts';

/**
 * The rules of self-set limits, apart from where they are stored (Portaria SPA/MF 1.231/2024): a limit
 * that protects more applies at once; one that protects less (a raise, or a removal) waits a cooling-off
 * period, so a player cannot lift a limit in the heat of a losing session.
 */

/** A stored limit: in force (null: none) and a change waiting for its time. */
export interface StoredLimit {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint | null;
  pending: { value: bigint | null; effectiveAt: number } | null;
}

/** The limit as it stands at `now`: a pending change whose time came is in force. */
export function limitAt(limit: StoredLimit, now: number): StoredLimit {
  if (limit.pending && limit.pending.effectiveAt <= now) {
    return { ...limit, value: limit.pending.value, pending: null };
  }
  return limit;
}

/** Whether `next` protects less than `current` (null is no limit: the least protection). */
export const loosens = (current: bigint | null, next: bigint | null): boolean =>
  current !== null && (next === null || next > current);

/**
 * What a request to set a limit to `next` leaves stored, at `now`, with `coolingOffMs` of wait for a
 * raise. A tighter (or equal) value applies now and drops any pending raise; a looser one is pending
 * (replacing an earlier pending change) and the value in force stays.
 */
export function changeLimit(
  stored: StoredLimit,
  next: bigint | null,
  now: number,
  coolingOffMs: number,
): StoredLimit {
  const current = limitAt(stored, now);
  if (!loosens(current.value, next)) return { ...current, value: next, pending: null };
  if (coolingOffMs <= 0) return { ...current, value: next, pending: null };
  return { ...current, pending: { value: next, effectiveAt: now + coolingOffMs } };
}
