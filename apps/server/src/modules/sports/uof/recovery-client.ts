/**
 * UOF's REST recovery request: `POST {base}/{product}/recovery/initiate_request?after={ms}&request_id={id}
 * [&node_id={node}]` with the `x-access-token` header (docs.sportradar.com, "Recovery using API"). The answer
 * only says whether the request was taken; the recovered messages come over AMQP and end with a
 * snapshot_complete carrying the request id. Nothing throws out of `initiate`: a failure is a typed value.
 */

/** One producer recovery to request. */
export interface RecoveryRequest {
  /** The producer's path segment of the API (`liveodds`, `pre`…; see producer-catalog.ts). */
  product: string;
  /** Sent as `request_id`; comes back on the snapshot_complete. */
  requestId: number;
  /** Epoch ms: recover what came after it; null: a full recovery (current odds only). */
  after: number | null;
}

/** Why a request did not go through. */
export type RecoveryFailure =
  /** The API answered, not with success (401/403: token; 429: rate-limited; 4xx: refused; 5xx: theirs). */
  | { kind: 'http'; status: number; detail: string; retryAfterMs: number | null }
  /** No answer in time. */
  | { kind: 'timeout'; detail: string }
  /** No connection, DNS, TLS… */
  | { kind: 'network'; detail: string };

/** The outcome of a request. */
export type RecoveryResult = { ok: true; status: number } | { ok: false; failure: RecoveryFailure };

/** Whatever sends recovery requests (the REST API, the sandbox feed, a test double). */
export interface RecoveryClient {
  initiate(request: RecoveryRequest): Promise<RecoveryResult>;
}

/** What the fetch-based client needs; the caller reads it from its configuration. */
export interface FetchRecoveryClientConfig {
  /** The UOF REST base with its version, e.g. `https://global.api.betradar.com/v1` (no trailing slash needed). */
  baseUrl: string;
  /** The bookmaker's access token, sent as `x-access-token`. */
  accessToken: string;
  /** This consumer's node id: recovered messages are then routed to this node only. */
  nodeId?: number | null;
  /** How long to wait for the answer. Default 30 s (the SDKs' recovery HTTP timeout). */
  timeoutMs?: number;
  /** Injected for tests; the global fetch by default. */
  fetch?: typeof fetch;
}

/** The recovery endpoint's URL for a request. */
export function recoveryUrl(
  config: Pick<FetchRecoveryClientConfig, 'baseUrl' | 'nodeId'>,
  request: RecoveryRequest,
): URL {
  if (!/^[a-z0-9_]+$/.test(request.product)) throw new Error(`not a UOF product path: ${request.product}`);
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  const url = new URL(`${request.product}/recovery/initiate_request`, base);
  if (request.after !== null) url.searchParams.set('after', String(Math.trunc(request.after)));
  url.searchParams.set('request_id', String(request.requestId));
  if (config.nodeId !== undefined && config.nodeId !== null) {
    url.searchParams.set('node_id', String(config.nodeId));
  }
  return url;
}

/** The REST client over fetch. */
export class FetchRecoveryClient implements RecoveryClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly config: FetchRecoveryClientConfig) {
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  async initiate(request: RecoveryRequest): Promise<RecoveryResult> {
    const url = recoveryUrl(this.config, request);
    const timeoutMs = this.config.timeoutMs ?? 30_000;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: { 'x-access-token': this.config.accessToken, accept: 'application/xml' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { ok: false, failure: { kind: 'timeout', detail: `no answer within ${timeoutMs} ms` } };
      }
      return { ok: false, failure: { kind: 'network', detail: detailOf(error) } };
    }
    let body = '';
    try {
      body = await response.text();
    } catch {
      // The status says enough.
    }
    if (response.ok) return { ok: true, status: response.status };
    return {
      ok: false,
      failure: {
        kind: 'http',
        status: response.status,
        detail: `${response.status} ${response.statusText}: ${body.slice(0, 500)}`.trim(),
        retryAfterMs: retryAfterMsOf(response.headers.get('retry-after'), Date.now()),
      },
    };
  }
}

/** A `Retry-After` header (seconds, or an HTTP date) in ms from `now`; null when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The request-id clock's origin: ids are seconds since 2024-01-01 UTC, so they fit 31 bits until 2092. */
const REQUEST_ID_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * A request id greater than `previous` and not below the seconds elapsed since 2024: ids stay unique and
 * increasing across restarts even when the previous id was lost with the process, as long as requests average
 * under one a second (UOF's rate limits allow far fewer). They fit 32 bits, as the SDKs' ids do.
 */
export function nextRecoveryRequestId(previous: number, nowMs: number): number {
  const clock = Math.floor((nowMs - REQUEST_ID_EPOCH_MS) / 1000);
  return Math.max(previous + 1, clock, 1);
}

/**
 * One sequence for every producer of a process: seeded with the largest id stored, it never hands out the same
 * id twice (a snapshot_complete of one producer can then never match another's request).
 */
export class RecoveryRequestIds {
  private last: number;

  constructor(
    private readonly now: () => number,
    seed = 0,
  ) {
    this.last = seed;
  }

  /** The next id, greater than `previous` too (a producer's own last id). */
  next(previous = 0): number {
    this.last = nextRecoveryRequestId(Math.max(this.last, previous), this.now());
    return this.last;
  }
}

function detailOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
