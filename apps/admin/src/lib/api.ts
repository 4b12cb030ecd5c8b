import { HEADER, STATUS, statusName, timeChecksum } from '@casino/contracts';

import { clearToken, currentToken } from './session-token';

/** Where back-office calls live; a path that names its own root (`/api/…`, `/static/…`) is used as is. */
const OPERATOR_ROOT = '/api/operator';
const TIMEOUT_MS = 30_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValues = Record<string, string | number | boolean | undefined>;

/** A successful answer of the API: the envelope without its status. */
export interface ApiAnswer {
  model?: unknown;
  list?: unknown[];
  page?: unknown;
  extra?: unknown;
  /** The server clock, epoch ms. */
  time: number;
}

/** A refused or failed call: the envelope's status (−1 for transport failures) and its details. */
export class ApiFailure extends Error {
  /** The envelope status; −1 when the server could not be reached or did not answer an envelope. */
  readonly status: number;
  /** The status's catalogue name (e.g. `SECOND_APPROVER_REQUIRED`), the key of its translated text. */
  readonly statusName: string | undefined;
  /** The envelope's `extra`, e.g. `{ field, reason }` for INVALID_INPUT. */
  readonly extra: unknown;

  constructor(status: number, message?: string, extra?: unknown) {
    const name = statusName(status);
    super(message ?? name ?? `status ${status}`);
    this.name = 'ApiFailure';
    this.status = status;
    this.statusName = name;
    this.extra = extra;
  }
}

/** `/players` → `/api/operator/players`; `/api/…` and `/static/…` stay as they are. */
export function resolveUrl(path: string, query: QueryValues = {}): string {
  const root = /^\/(api|static)\//.test(path) ? '' : OPERATOR_ROOT;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return `${root}${path}${text ? `${path.includes('?') ? '&' : '?'}${text}` : ''}`;
}

/**
 * Player-side calls (`/api/…` outside `/api/operator/`, e.g. the sports events list) carry the signed
 * request time the server checks on them (ST/STT, DESIGN §2); operator calls do not need it.
 */
function signedTime(url: string): Record<string, string> {
  const pathname = url.split('?', 1)[0] ?? url;
  if (!pathname.startsWith('/api/') || pathname.startsWith(`${OPERATOR_ROOT}/`)) return {};
  const st = String(Date.now());
  return { [HEADER.serverTime]: st, [HEADER.timeChecksum]: timeChecksum(pathname, st) };
}

function headers(url: string, json: boolean, extra: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {
    [HEADER.accept]: 'application/json',
    ...signedTime(url),
    ...extra,
  };
  if (json) values[HEADER.contentType] = 'application/json';
  const token = currentToken();
  if (token) values[HEADER.auth] = token;
  return values;
}

interface Envelope extends ApiAnswer {
  status: number;
  message?: string;
}

function asEnvelope(json: unknown): Envelope | undefined {
  if (json === null || typeof json !== 'object') return undefined;
  const record = json as Record<string, unknown>;
  if (typeof record.status !== 'number') return undefined;
  return {
    ...record,
    status: record.status,
    time: typeof record.time === 'number' ? record.time : Date.now(),
  };
}

/** The one place a refusal becomes an error; an expired or missing session also ends the session here. */
function failureOf(httpStatus: number, envelope: Envelope | undefined): ApiFailure {
  if (httpStatus === 401 || envelope?.status === STATUS.OPERATOR_LOGIN_REQUIRED) {
    clearToken();
    return new ApiFailure(STATUS.OPERATOR_LOGIN_REQUIRED, envelope?.message, envelope?.extra);
  }
  if (!envelope) return new ApiFailure(STATUS.NETWORK_ERROR);
  return new ApiFailure(envelope.status, envelope.message, envelope.extra);
}

async function send(
  method: Method,
  url: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    return await fetch(url, {
      method,
      headers: headers(url, body !== undefined, extraHeaders),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiFailure(STATUS.NETWORK_ERROR);
  } finally {
    clearTimeout(timer);
  }
}

async function envelopeOf(response: Response): Promise<Envelope | undefined> {
  try {
    return asEnvelope(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * Calls the API with the session token; resolves the envelope when status is 0, else throws ApiFailure
 * (network errors → status -1). 401/OPERATOR_LOGIN_REQUIRED clears the session and sends the app to the
 * login screen. `path` is relative to /api/operator (`/players`) or absolute (`/api/operator/players`).
 * `headers` adds a call's own headers (e.g. the design session's DesignToken).
 */
export async function api(
  method: Method,
  path: string,
  options: { query?: QueryValues; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await send(method, resolveUrl(path, options.query), options.body, options.headers);
  const envelope = await envelopeOf(response);
  if (!response.ok || !envelope || envelope.status !== STATUS.SUCCESS) {
    throw failureOf(response.status, envelope);
  }
  const { model, list, page, extra, time } = envelope;
  return { model, list, page, extra, time };
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a CSV with the session token and saves it as `filename` (a Blob download). */
export async function downloadCsv(
  path: string,
  query: Record<string, string | number | undefined>,
  filename: string,
): Promise<void> {
  const response = await send('GET', resolveUrl(path, query), undefined);
  const type = response.headers.get('content-type') ?? '';
  // A refusal comes back as a JSON envelope instead of the file.
  if (!response.ok || type.includes('application/json')) {
    throw failureOf(response.status, await envelopeOf(response));
  }
  saveBlob(await response.blob(), filename);
}
