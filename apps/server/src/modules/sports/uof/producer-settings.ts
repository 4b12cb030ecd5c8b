/**
 * A producer's settings and UOF's limits on recovery requests, for the state machine of producer-state.ts.
 * Sources: docs.sportradar.com / docs.sportradar.tv ("Recovery using API", "Access restrictions for odds
 * recovery", "Alive") and the defaults of Sportradar's Java SDK (`ConfigLimit`: inactivity 20 s, 30 s between
 * recovery requests, 1 200 s for a recovery to complete).
 */

/** How far back a request reaches, as UOF's rate limits class it. */
export type RecoveryAgeCategory = 'under_30_minutes' | 'under_1_day' | 'older_or_full';

/** One sliding window of a rate limit: at most `max` requests in any `windowMs`. */
export interface RateWindow {
  windowMs: number;
  max: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * UOF's limits on producer recovery requests, by how far back `after` reaches ("Access restrictions for odds
 * recovery"): < 30 min: 20 per 10 min and 60 per hour; 30 min – 1 day: 4 per 10 min and 10 per hour; ≥ 1 day:
 * 2 per 30 min and 4 per 2 hours. A full recovery (no `after`) is counted with the last, the strictest.
 */
export const UOF_RECOVERY_RATE_LIMITS: Readonly<Record<RecoveryAgeCategory, readonly RateWindow[]>> = {
  under_30_minutes: [
    { windowMs: 10 * MINUTE, max: 20 },
    { windowMs: HOUR, max: 60 },
  ],
  under_1_day: [
    { windowMs: 10 * MINUTE, max: 4 },
    { windowMs: HOUR, max: 10 },
  ],
  older_or_full: [
    { windowMs: 30 * MINUTE, max: 2 },
    { windowMs: 2 * HOUR, max: 4 },
  ],
};

/** UOF's maximum recovery periods, for a producer whose producers.xml entry is not at hand. */
export const UOF_MAX_RECOVERY_MS = {
  /** Live Odds producers. */
  liveOdds: 10 * HOUR,
  /** Virtual sports and other gaming producers. */
  gaming: 3 * HOUR,
  /** Every other producer (prematch Ctrl, BetPal, Premium Cricket's guaranteed 7 days aside). */
  other: 72 * HOUR,
} as const;

/** Per-producer settings; `producerSettings` fills the defaults. */
export interface ProducerSettings {
  /** UOF producer id (1 Live Odds, 3 Ctrl prematch, …). */
  producerId: number;
  /** The producer's maximum recovery period (producers.xml `stateful_recovery_window_in_minutes`). */
  recoveryWindowMs: number;
  /** No alive for this long: the producer is down. Default 20 s. */
  aliveTimeoutMs: number;
  /** A recovery without snapshot_complete for this long is requested again. Default 20 min. */
  recoveryTimeoutMs: number;
  /** Least time between two recovery requests of the producer. Default 30 s. */
  minRequestIntervalMs: number;
  /** `after` must be at least this much younger than the window, or the recovery is full. Default 10 min. */
  windowMarginMs: number;
  /** First wait after a failed request; doubles with each failure in a row, up to `backoffMaxMs`. Default 30 s. */
  backoffBaseMs: number;
  /** Longest wait after failures. Default 10 min. */
  backoffMaxMs: number;
  /** UOF's rate limits; override only in tests. */
  rateLimits: Readonly<Record<RecoveryAgeCategory, readonly RateWindow[]>>;
}

/** Settings for a producer with UOF's and the SDKs' defaults where not given. */
export function producerSettings(
  given: Pick<ProducerSettings, 'producerId' | 'recoveryWindowMs'> & Partial<ProducerSettings>,
): ProducerSettings {
  return {
    aliveTimeoutMs: 20_000,
    recoveryTimeoutMs: 20 * MINUTE,
    minRequestIntervalMs: 30_000,
    windowMarginMs: 10 * MINUTE,
    backoffBaseMs: 30_000,
    backoffMaxMs: 10 * MINUTE,
    rateLimits: UOF_RECOVERY_RATE_LIMITS,
    ...given,
  };
}

/** A recovery request made, as the rate limits count it. */
export interface RecoveryRequestRecord {
  /** When it was made (the caller's clock, epoch ms). */
  at: number;
  category: RecoveryAgeCategory;
}

/** How far back a request with this `after` reaches (null: a full recovery). */
export function recoveryAgeCategory(after: number | null, now: number): RecoveryAgeCategory {
  if (after === null) return 'older_or_full';
  const age = now - after;
  if (age < 30 * MINUTE) return 'under_30_minutes';
  if (age < 24 * HOUR) return 'under_1_day';
  return 'older_or_full';
}

/** The earliest time a request of `category` may go: back-off, spacing and UOF's windows all allow it. */
export function requestAllowedAt(
  requests: readonly RecoveryRequestRecord[],
  retryAt: number | null,
  settings: ProducerSettings,
  category: RecoveryAgeCategory,
): number {
  let at = retryAt ?? 0;
  const last = requests.at(-1);
  if (last !== undefined) at = Math.max(at, last.at + settings.minRequestIntervalMs);
  const same = requests.filter((request) => request.category === category);
  for (const { windowMs, max } of settings.rateLimits[category]) {
    if (same.length < max) continue;
    // The window holds `max` requests from the max-th latest one on: it frees when that one leaves the window.
    const blocking = same[same.length - max];
    if (blocking !== undefined) at = Math.max(at, blocking.at + windowMs);
  }
  return at;
}

/** Keeps the requests any rate-limit window can still see (the longest is 2 hours). */
export function pruneRequests(
  requests: readonly RecoveryRequestRecord[],
  now: number,
): RecoveryRequestRecord[] {
  return requests.filter((request) => now - request.at < 2 * HOUR);
}
