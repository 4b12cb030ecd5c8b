import { SPEC } from '@casino/contracts';

/**
 * The client's estimate of the server clock: local time plus an offset learned from answers' `time`.
 * Requests carry the estimate in ST, so a device with a wrong clock still sends fresh requests.
 */
let offsetMs = 0;

/** Estimated server time, epoch ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Adopts `serverTimeMs` as the current server time. */
export function syncServerClock(serverTimeMs: number): void {
  offsetMs = serverTimeMs - Date.now();
}

/** Back to the local clock (tests, or after a long sleep). */
export function resetServerClock(): void {
  offsetMs = 0;
}

/**
 * Spec §7: resync from a POST answer only when the round trip took under 1 s (so the answer's time is close
 * to "now") and the answer differs from the estimate by more than 3 s. Returns whether it resynced.
 */
export function maybeSyncServerClock(method: string, roundTripMs: number, serverTimeMs: number): boolean {
  if (method !== 'POST') return false;
  if (roundTripMs >= SPEC.serverClockSyncMaxRoundTripMs) return false;
  if (!Number.isFinite(serverTimeMs) || serverTimeMs <= 0) return false;
  if (Math.abs(serverTimeMs - serverNow()) <= SPEC.serverClockResyncDriftMs) return false;
  syncServerClock(serverTimeMs);
  return true;
}
