import type { BlockList } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../platform/errors.ts';
import { ipInRanges, parseIpRanges } from '../../platform/ip-ranges.ts';
import { routePathOf } from '../../platform/route-path.ts';

/**
 * The staff IP allowlist (OPERATOR_IP_ALLOWLIST): addresses and CIDR ranges, IPv4 or IPv6. Undefined when
 * the list is empty (any address). A malformed entry throws at start rather than silently admitting all.
 */
export function parseIpAllowlist(text: string): BlockList | undefined {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return parseIpRanges('OPERATOR_IP_ALLOWLIST', entries);
}

/** Whether `ip` is on the list (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export const ipAllowed = ipInRanges;

/**
 * Refuses every call that reaches an /api/operator route from outside the allowlist with
 * OPERATOR_IP_NOT_ALLOWED (403). Decided by the route reached, never by the URL as sent: the router decodes
 * `/api/%6Fperator/…` to the same route.
 */
export function registerOperatorIpAllowlist(app: FastifyInstance, list: BlockList | undefined): void {
  if (!list) return;
  app.addHook('onRequest', async (request) => {
    if (!routePathOf(request)?.startsWith('/api/operator/')) return;
    if (!ipInRanges(list, request.ip)) throw new ApiError('OPERATOR_IP_NOT_ALLOWED', { httpStatus: 403 });
  });
}
