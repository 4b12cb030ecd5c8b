import type { Envelope } from '@casino/contracts';

/**
 * The data cache and the single-flight table of the API client (spec §4 "Data cache"). Only successful
 * answers are kept; identical requests that overlap share one network call and one answer.
 */
const cache = new Map<string, Envelope>();
const inFlight = new Map<string, Promise<Envelope>>();

/** The identity of a request: method, url with query, and body text. */
export function requestKey(method: string, url: string, bodyText: string | undefined): string {
  return `${method} ${url} ${bodyText ?? ''}`;
}

/** The cached status-0 answer for `key`, if any. */
export function cachedEnvelope(key: string): Envelope | undefined {
  return cache.get(key);
}

/** Keeps `envelope` for `key` when, and only when, its status is 0. */
export function rememberEnvelope(key: string, envelope: Envelope): void {
  if (envelope.status === 0) cache.set(key, envelope);
}

/** Forgets every cached answer (after logout, language change, or a refresh trigger). */
export function clearApiCache(): void {
  cache.clear();
}

/** Runs `work` once for concurrent calls with the same key; later callers get the same promise. */
export function singleFlight(key: string, work: () => Promise<Envelope>): Promise<Envelope> {
  const running = inFlight.get(key);
  if (running) return running;
  const promise = work().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
