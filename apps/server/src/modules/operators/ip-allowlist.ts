import { BlockList, isIP } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../platform/errors.ts';

/**
 * The staff IP allowlist (OPERATOR_IP_ALLOWLIST): addresses and CIDR ranges, IPv4 or IPv6. Undefined when
 * the list is empty (any address). A malformed entry throws at start rather than silently admitting all.
 */
export function parseIpAllowlist(text: string): BlockList | undefined {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)))
      throw new Error(`OPERATOR_IP_ALLOWLIST: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether `ip` is on the list (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function ipAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses every /api/operator call from outside the allowlist with OPERATOR_IP_NOT_ALLOWED (403). */
export function registerOperatorIpAllowlist(app: FastifyInstance, list: BlockList | undefined): void {
  if (!list) return;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/operator/')) return;
    if (!ipAllowed(list, request.ip)) throw new ApiError('OPERATOR_IP_NOT_ALLOWED', { httpStatus: 403 });
  });
}
