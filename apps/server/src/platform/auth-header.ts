import type { FastifyRequest } from 'fastify';

import { HEADER } from '@casino/contracts';

/** The raw token from the `Auth` header (a player's or a staff member's), if any. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.auth.toLowerCase()];
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;
}
