import type { FastifyInstance } from 'fastify';

import { createHash } from 'node:crypto';

import {
  HEADER,
  REQUEST_TIME_TOLERANCE_MS,
  TIME_CHECKSUM_HEX_DIGITS,
  timeChecksumInput,
} from '@casino/contracts';

import { ApiError } from './errors.ts';
import { reachedPlayerCall, sentPathOf } from './route-path.ts';

/**
 * Checks `ST` and `STT` on every player API call (contracts `timeChecksum`). A missing or forged
 * checksum is REQUEST_SIGNATURE_INVALID; a time further than the tolerance from the server clock is
 * REQUEST_EXPIRED, whose `time` lets the client resync its clock and retry.
 */
export function registerRequestTimeCheck(app: FastifyInstance, now: () => number = Date.now): void {
  app.addHook('onRequest', async (request) => {
    // Decided by the route reached (an unknown address is answered 404 anyway); the back office and
    // provider callbacks carry their own proof.
    if (!reachedPlayerCall(request)) return;
    // The path the client signed: as sent, an encrypted call on its versioned path (before rewriting).
    const pathname = sentPathOf(request);
    const st = request.headers[HEADER.serverTime.toLowerCase()];
    const stt = request.headers[HEADER.timeChecksum.toLowerCase()];
    if (typeof st !== 'string' || typeof stt !== 'string' || !/^\d{1,16}$/.test(st)) {
      throw new ApiError('REQUEST_SIGNATURE_INVALID');
    }
    if (stt.toLowerCase() !== serverTimeChecksum(pathname, st))
      throw new ApiError('REQUEST_SIGNATURE_INVALID');
    if (Math.abs(Number(st) - now()) > REQUEST_TIME_TOLERANCE_MS) throw new ApiError('REQUEST_EXPIRED');
  });
}

/**
 * contracts' `timeChecksum` (the first 32 hex digits of SHA-256 over `<pathname>|<ST>`), computed with
 * node:crypto: the contracts' portable hash is written for the browser and costs far more per request here.
 * The platform test checks that both agree.
 */
export function serverTimeChecksum(pathname: string, st: string): string {
  return createHash('sha256')
    .update(timeChecksumInput(pathname, st))
    .digest('hex')
    .slice(0, TIME_CHECKSUM_HEX_DIGITS);
}
