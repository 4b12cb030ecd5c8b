import type { FastifyRequest } from 'fastify';

/**
 * The declared path of the route a request reached (`/api/operator/players/:id`), or undefined when it
 * reached none (the request is answered 404). Fastify sets it before the onRequest hooks run.
 *
 * Guards decide by this, never by the URL the client sent: the router decodes `/api/%6Fperator/…` and
 * `/%61pi/…`, strips an absolute-form `http://host/api/…`, and so reaches a route whose prefix the raw URL
 * does not show. The declared path is what the router matched, however the client spelled it.
 */
export function routePathOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/**
 * Routes under /api/ that are not player calls: the back office and provider callbacks carry their own
 * proof (no ST/STT) and keep working during maintenance, as do the static API files.
 */
const NOT_PLAYER_CALLS = ['/api/operator/', '/api/webhooks/', '/api/static/'];

/** Whether the request reached a player API call, by the route's declared path (however it was spelled). */
export function reachedPlayerCall(request: FastifyRequest): boolean {
  const route = routePathOf(request);
  return (
    route !== undefined &&
    route.startsWith('/api/') &&
    !NOT_PLAYER_CALLS.some((prefix) => route.startsWith(prefix))
  );
}

/** The path exactly as the client sent it, without its query: what it signed (ST/STT), before any rewrite. */
export function sentPathOf(request: FastifyRequest): string {
  return request.originalUrl.split('?', 1)[0] ?? '';
}

/** RFC 3986 unreserved characters: percent-encoding one of them does not change the address (§6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The path of a raw request target as the router will match it, for the one decision taken before routing
 * (Fastify's `rewriteUrl`): an absolute form's scheme and host dropped, the query and fragment cut, and
 * percent-encoded unreserved characters decoded. The router decodes more (non-ASCII text), but on paths made
 * of unreserved characters and `/` only, as every declared path is, the two agree.
 */
export function normalisedPathOf(url: string): string {
  const target = url.startsWith('/') ? url : url.replace(/^https?:\/\/[^/?#]*/i, '');
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded;
  });
}
