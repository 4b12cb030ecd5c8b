import { ENCRYPTED_HEADER_VALUE, HEADER, SPEC, STATUS } from '@casino/contracts';
import type { Envelope } from '@casino/contracts';

import { INSUFFICIENT_PERMISSIONS_MESSAGE, NETWORK_ERROR_MESSAGE } from '../i18n/server-message';
import { balancePushCount, currentToken, hasToken, useSessionStore } from '../session/user-store';
import type { SessionUser } from '../session/user-store';
import { buildRequestHeaders } from './headers';
import { encryptionFor, openText, sealText } from './encrypted-paths';
import { cachedEnvelope, rememberEnvelope, requestKey, singleFlight } from './request-cache';
import { maybeSyncServerClock, serverNow, syncServerClock } from './server-clock';
import { handleStatus } from './status-handler';

/** Per-call choices of the one HTTP client. */
export interface ApiCallOptions {
  /** POST unless the call reads static data. */
  method?: 'GET' | 'POST';
  /** JSON body of a POST; `{}` when absent. */
  body?: Record<string, unknown>;
  /** Query parameters; undefined, null and '' values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Opt out of alerts and popups for this call. */
  noAlert?: boolean;
  /** Do not open the login prompt on 1012/1013. */
  noLogin?: boolean;
  /** Keep a status-0 answer and reuse it for the same url and body until clearApiCache(). */
  cache?: boolean;
  /** Abort after this many ms and answer Network Error; spec default 60 000. */
  timeoutMs?: number;
}

interface PreparedRequest {
  method: 'GET' | 'POST';
  url: string;
  pathname: string;
  body: Record<string, unknown> | undefined;
  /** Set when the call goes through its encrypted path: the site key to seal and open with. */
  sk?: string;
}

function withQuery(path: string, query: ApiCallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function prepare(path: string, options: ApiCallOptions, forced: boolean): PreparedRequest {
  const method = options.method ?? 'POST';
  // The forced-do retry (status 110110) carries `forceDo: true` in the body, or in the query of a GET.
  const body = method === 'POST' ? { ...options.body, ...(forced ? { forceDo: true } : {}) } : undefined;
  const query = method === 'GET' && forced ? { ...options.query, forceDo: true } : options.query;
  const pathname = path.split('?')[0] ?? path;
  const encrypted = encryptionFor(pathname);
  const url = withQuery(path, query);
  if (!encrypted) return { method, url, pathname, body };
  // The versioned path is what is requested and signed (STT); the body and the reply are sealed.
  return {
    method,
    url: encrypted.path + url.slice(pathname.length),
    pathname: encrypted.path,
    body,
    sk: encrypted.sk,
  };
}

/**
 * A transport failure as an envelope. A 403 says so in its message, so a screen that shows a call's error
 * itself (a `noAlert` call) reads "Insufficient Permissions" as the alert does, not "Network Error".
 */
function networkError(httpStatus?: number): Envelope {
  const message = httpStatus === 403 ? INSUFFICIENT_PERMISSIONS_MESSAGE : NETWORK_ERROR_MESSAGE;
  return { status: STATUS.NETWORK_ERROR, message, time: serverNow() };
}

function asEnvelope(json: unknown): Envelope | null {
  if (json === null || typeof json !== 'object') return null;
  const record = json as Record<string, unknown>;
  if (typeof record.status !== 'number') return null;
  const time = typeof record.time === 'number' ? record.time : serverNow();
  return { ...(record as Envelope), time };
}

/** One network round trip: headers, timeout, envelope parsing and the clock-sync rule. */
async function send(request: PreparedRequest, timeoutMs: number): Promise<Envelope> {
  // The timeout runs from the call, over the checksum and sealing too.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers = await buildRequestHeaders(request.pathname, serverNow());
    const text = request.body === undefined ? undefined : JSON.stringify(request.body);
    const sealed =
      request.sk && text !== undefined ? JSON.stringify({ data: await sealText(request.sk, text) }) : text;
    if (request.sk) headers[HEADER.encrypted] = ENCRYPTED_HEADER_VALUE;
    if (controller.signal.aborted) return networkError();
    const startedAt = Date.now();
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: sealed,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) return networkError(response.status);
    const envelope = asEnvelope(await opened(request, await response.json()));
    if (!envelope) return networkError();
    maybeSyncServerClock(request.method, Date.now() - startedAt, envelope.time);
    return envelope;
  } catch {
    return networkError();
  } finally {
    clearTimeout(timer);
  }
}

/** The reply of an encrypted call carries its envelope sealed in `data`; anything else passes as is. */
async function opened(request: PreparedRequest, json: unknown): Promise<unknown> {
  const data = (json as { data?: unknown } | null)?.data;
  if (!request.sk || typeof data !== 'string') return json;
  const text = await openText(request.sk, data);
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Spec §4: the user is updated from any answer that carries a user with a token. Balance pushes come in
 * commit order and an answer may have been read before the latest of them: then the pushed balance stays
 * and the user is read once more, so a slow answer never puts an older balance back on screen.
 */
function adoptUser(envelope: Envelope, pushesAtSend: number): void {
  const user = envelope.user as SessionUser | undefined;
  if (!user || typeof user !== 'object' || !hasToken(user)) return;
  const store = useSessionStore.getState();
  const shown = store.user;
  const overtaken =
    balancePushCount() !== pushesAtSend &&
    hasToken(shown) &&
    shown.token === user.token &&
    typeof shown.balance === 'number' &&
    shown.balance !== user.balance;
  if (!overtaken) {
    store.setUser(user);
    return;
  }
  store.setUser({ ...user, balance: shown.balance });
  // Straight to execute: the single-flight entry of this very answer may still be open.
  void execute('/api/auth/user_info', { method: 'GET', noAlert: true, noLogin: true }, false);
}

async function execute(path: string, options: ApiCallOptions, forced: boolean): Promise<Envelope> {
  const request = prepare(path, options, forced);
  const timeoutMs = options.timeoutMs ?? SPEC.requestTimeoutMs;
  const sentWithToken = currentToken();
  const pushesAtSend = balancePushCount();
  let envelope = await send(request, timeoutMs);
  if (envelope.status === STATUS.REQUEST_EXPIRED) {
    // Our ST was stale: take the server's clock from the answer and try once more.
    syncServerClock(envelope.time);
    envelope = await send(request, timeoutMs);
  }
  adoptUser(envelope, pushesAtSend);
  if (options.cache && !forced) {
    rememberEnvelope(requestKey(request.method, request.url, JSON.stringify(request.body)), envelope);
  }
  const outcome = await handleStatus(envelope, {
    pathname: request.pathname,
    noAlert: options.noAlert ?? false,
    noLogin: options.noLogin ?? false,
    forced,
    sentWithToken,
  });
  return outcome === 'retry-forced' ? execute(path, options, true) : envelope;
}

/**
 * Calls the API and answers its envelope. Never throws: transport failures come back as status -1
 * "Network Error". Non-zero statuses are handled by the error catalogue before the promise resolves.
 */
export function apiCall<TModel = unknown>(
  path: string,
  options: ApiCallOptions = {},
): Promise<Envelope<TModel>> {
  const request = prepare(path, options, false);
  const key = requestKey(request.method, request.url, JSON.stringify(request.body));
  if (options.cache) {
    const hit = cachedEnvelope(key);
    if (hit) return Promise.resolve(hit as Envelope<TModel>);
  }
  return singleFlight(key, () => execute(path, options, false)) as Promise<Envelope<TModel>>;
}

/** POST `body` to `path`. */
export function apiPost<TModel = unknown>(
  path: string,
  body: Record<string, unknown> = {},
  options: Omit<ApiCallOptions, 'method' | 'body'> = {},
): Promise<Envelope<TModel>> {
  return apiCall<TModel>(path, { ...options, method: 'POST', body });
}

/** GET `path` (static data and reads). */
export function apiGet<TModel = unknown>(
  path: string,
  options: Omit<ApiCallOptions, 'method' | 'body'> = {},
): Promise<Envelope<TModel>> {
  return apiCall<TModel>(path, { ...options, method: 'GET' });
}
